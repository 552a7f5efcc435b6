// The code gives no comment: the catalog's comments stay, as Xcode keeps them.
Text("Errors may contain feed URLs.")
let flash = NSLocalizedString("Flash", comment: "")
// A comment from the code replaces the catalog's.
let title = NSLocalizedString("Title", comment: "Window title")
