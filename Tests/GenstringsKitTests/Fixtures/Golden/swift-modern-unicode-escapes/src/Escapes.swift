import SwiftUI

// The modern APIs look their key up as the string it is: a `\u{...}` escape is its character
// in the table (a `.strings` reader would take `\u{e9}` for `u{e9}`).
let a = String(localized: "Caf\u{e9}", comment: "a letter")
let b = String(localized: "Smile \u{1F600}", comment: "outside the Basic Multilingual Plane")
let c = LocalizedStringResource("Say \u{22}hi\u{22} \u{5C} \u{9}tab", comment: "characters a table escapes")
let d = String(localized: "\(count) at 5\u{25}", comment: "a percent sign doubled beside an interpolation")
let e = String(localized: "Plain 5\u{25}", comment: "and alone as written")
let f = String(localized: "Line\u{0A}break", defaultValue: "Ligne\u{000A}suivante \u{E9}t\u{e9}", comment: "\u{e9} in a comment stays")
// Not valid Swift: kept as written.
let g = String(localized: "Bad \u{D800} \u{} \u{110000}", comment: "no scalar")
// NUL, which a table cannot hold, stays as written too.
let g0 = String(localized: "Nul \u{0} \u{00000000}", comment: "NUL")
// NSLocalizedString and Text keep genstrings' bytes.
let h = NSLocalizedString("Settings\u{2026}", comment: "as genstrings writes it")
let i = Text("Caf\u{e9} menu")
