// An implicit init with a table, default value or comment label where a LocalizedStringResource is expected.
Button(.init("Save", table: "Document", comment: "Save button")) { }
Toggle(.init("Wrap lines", table: "Settings"), isOn: $wrap)
let r = LocalizedStringResource.init("Explicit", comment: "c")
let u = URL.init("x", comment: "not")
let plain = Text(.init("No labels"))
super.init("Title", comment: "not a resource")
init("Declared", table: String) {}
x.help(.init("Shows \(count) items", table: "Help", comment: "Tooltip"))
// `.init(localized:)`: String(localized:) where a String is expected, alone or inside another call.
case .about: .init(localized: "Settings tab: About", defaultValue: "About", comment: "Settings tab")
.init(.init(localized: "Go Back"), [.initialFrame, .undo])
let s = String.init(localized: "Explicit String", table: "Settings")
let a: AttributedString = .init(localized: "Attributed \(count)", comment: "Attributed")
let d = Date.init(localized: "not a String")
self.init(localized: "not either")
.init(title: "no localized label")
var title: String { return .init(localized: "Returned") }
var resource: LocalizedStringResource { return .init("Returned resource", table: "Settings") }
