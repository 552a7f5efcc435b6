// Main.xcstrings is shared by Main.storyboard and the code: the storyboard's strings are not
// the code's to make stale, nor are those of an old xib with numeric object IDs.
let close = NSLocalizedString("DVo-aG-piG.title", tableName: "Main", value: "Close", comment: "")
let about = NSLocalizedString("About", tableName: "Main", comment: "Menu item")
