import Foundation

// A multi-line extended regex: `#/` ends its line, and the literal runs to `/#`. Its quotes,
// `//` and calls are regex text, not code.
let field = #/
  (?<name> [a-z]+ ) \s* " # a quote, in the regex's own comment
  // not a Swift comment: the next line is regex text too
  NSLocalizedString("Hidden", comment: "Inside a regex")
  /#

let title = NSLocalizedString("Shown", comment: "After a multi-line regex")

// Two `#`s: `/#` does not close it, `/##` does; white space may follow the opening `##/`.
let pair = ##/   
  a /# " b
  /##
let subtitle = NSLocalizedString("Also shown", comment: "After a regex with two pound signs")

// Never closed: read as code from the next line on, as Swift does.
let broken = #/
let tail = NSLocalizedString("After an unclosed regex", comment: "Read as code")
