// An implicit init with a table, default value or comment label where a LocalizedStringResource is expected.
Button(.init("Save", table: "Document", comment: "Save button")) { }
Toggle(.init("Wrap lines", table: "Settings"), isOn: $wrap)
let r = LocalizedStringResource.init("Explicit", comment: "c")
let u = URL.init("x", comment: "not")
let plain = Text(.init("No labels"))
super.init("Title", comment: "not a resource")
init("Declared", table: String) {}
x.help(.init("Shows \(count) items", table: "Help", comment: "Tooltip"))
