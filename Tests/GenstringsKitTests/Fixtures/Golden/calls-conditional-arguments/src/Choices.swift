import Foundation

let a = NSLocalizedString(appleVirtualization ? "Apple" : "QEMU", comment: "Backend")
let b = NSLocalizedString("Volume", value: muted ? "Muted" : "On", comment: "Audio")
let c = NSLocalizedString(name ?? "Anonymous", comment: "Fallback name")
let d = NSLocalizedString("Count", comment: plural ? "Several" : "One")
let e = String(localized: ready ? "Ready" : "Waiting")
let f = NSLocalizedString(table[flag ? 0 : 1] ?? "Lookup", comment: "Subscript")
