import SwiftUI

// `#"""#` is a one-line raw string holding a quote, not the start of a multi-line literal.
extension String {
    func escapedQuotes() -> String {
        replacingOccurrences(of: #"""#, with: #"\""#)
    }
    var menuTitle: String { NSLocalizedString("Escape Quotes", comment: "After a raw quote") }
}
let quoteKey = NSLocalizedString(#"""#, comment: "A raw string holding a quote, as a key")
let doubleHash = NSLocalizedString(##"""##, comment: "The same with two hashes")

// Regex literals: their quotes are regex text, not strings.
let pair = #/^\"(?<key>[^\"]+)\"\s*=\s*\"(?<value>[^\"]+)\";/#
let bare = /^"(?<key>[^"]+)"/
func check(_ line: String) {
    if line.contains(#/"/#) { print(NSLocalizedString("Quoted line", comment: "After a regex on its line")) }
    let wide = ##/a"/#b/##
    print(line.matches(of: /x"/).count, wide)
}
let later = NSLocalizedString("Later", comment: "After the regexes")
// Division is not a regex: the quotes after it are strings.
let ratio = total / 2; let label = NSLocalizedString("Half / whole", comment: "After a division")
struct V: View { var body: some View { Text("Shown at the end") } }
// A regex right after a keyword that an expression follows.
func quoteStart() -> Regex<Substring> { return /"/ }; let afterReturn = NSLocalizedString("After return regex", comment: "c")
// `/` passed as a function divides: a `)` the body does not open means no regex.
let quotient = values.reduce(64, /); let afterDivide = NSLocalizedString("Ratio a/b", comment: "After an unapplied slash")
// As Swift reads them: a regex after `try?`, `try!` and `??`, whose quote is regex text...
if let m = try? /(\d+)"/.wholeMatch(in: size) { print(m.1, NSLocalizedString("Inches", comment: "After try? and a regex")) }
let separator = custom ?? /[";]/; let splitTitle = NSLocalizedString("Split on quotes", comment: "After ?? and a regex")
// ...but no regex where a space comes before the closing `/` (`w / h` divides), after a name
// bound to the `/`, or in the name of an operator being declared.
notes[/Slot.first].append(" w / h"); notes[0] = NSLocalizedString("First note", comment: "After a prefix slash")
static func /(lhs: Ratio, rhs: Ratio) -> Ratio { Ratio(lhs.x / "\(rhs.x)") }; let perUnit = NSLocalizedString("Per unit", comment: "After an operator's declaration")
let mixed = total!/count; let afterBang = NSLocalizedString("Per \"item\"", comment: "After a postfix ! and a division")
