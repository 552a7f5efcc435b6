// In Swift it scans for NSLocalizedString and the -s routines as text too...
// let alert = NSLocalizedString("beta-alert.title", comment: "Title of the beta alert")
let empty = MyLoc("This folder is empty.", nil) // MyLoc("This folder is empty. Fill it with content:", nil)
// ...but finds Text and the modern APIs by compiling: not in comments.
// Label("tab.processes"); Text("tip.title")
/* String(localized: "Old", comment: "c"), LocalizedStringResource("Older") */
