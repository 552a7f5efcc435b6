// Parentheses that open an argument are transparent (a real project's genstrings table holds
// the key of the first call); literals inside any other brackets are not the argument's text.
static let unreadable = LocalizedString(("scanner_unreadable_code"), comment: "Shown for a code that cannot be read")
let b = NSLocalizedString(("joined " + "key"), comment: ("Wrapped comment"))
let c = NSLocalizedString((name ?? "fallback"), comment: "Literal after an operator")
let d = NSLocalizedString(format("nested"), comment: "A literal in a call is not the key")
let e = NSLocalizedString(("first") + ("second"), comment: "Only the opening group counts")
let f = Text(("SwiftUI key"))
