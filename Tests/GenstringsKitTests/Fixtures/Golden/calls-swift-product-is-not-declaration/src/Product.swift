// In Swift a `*` before a call is multiplication, never a C pointer declaration.
let n = 2 * NSLocalizedString(key, comment: "Count")
let b = NSLocalizedString("Airlock", comment: "Door")
