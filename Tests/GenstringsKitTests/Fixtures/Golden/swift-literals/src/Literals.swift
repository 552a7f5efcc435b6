import Foundation

let multi = NSLocalizedString("""
    First line
      Indented "quoted" line

    After an empty line
    """, comment: "Multi-line literal: indentation stripped, line breaks kept")
let continued = NSLocalizedString("""
        Joined \
        line
        """, comment: """
        A multi-line
        comment
        """)
let raw = NSLocalizedString(#"Raw "quotes" and \d"#, comment: #"Raw string"#)
let rawEscape = NSLocalizedString(#"Raw escape\#nnewline"#, comment: "Raw string escape with hashes")
let joined = NSLocalizedString("Joined " + "with " +
                               "plus", comment: "Plus " + "joins literals")
let escaped = NSLocalizedString("Tab\there \"quoted\" \u{1F600}", comment: "Swift escapes kept as written")
let interpolated = NSLocalizedString("Hello \(name)", comment: "Interpolation copied as written")
/* A nested /* block */ comment: NSLocalizedString("in.nested.comment", comment: "Found in a nested comment") */
let afterNested = NSLocalizedString("after.nested", comment: "The nested comment ended where Swift ends it")
let inner = "Count: \(NSLocalizedString("in.interpolation", comment: "A call inside an interpolation"))"
let deeper = "\("\(NSLocalizedString("deeper", comment: "Nested interpolations"))")"
