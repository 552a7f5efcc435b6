let a = NSLocalizedString("", comment: "Empty")
let b = MyLocalized("", comment: "Custom routine")
// SwiftUI: an empty Text is ordinary, not a mistake: no entry and no warning.
let c = Text("")
let d = Text(name ?? "")
let e = Text(name ?? "Unknown name")
let f = String(localized: "")
