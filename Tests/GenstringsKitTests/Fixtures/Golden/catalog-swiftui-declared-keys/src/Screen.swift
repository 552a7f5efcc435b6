import SwiftUI

struct Screen: View {
    @State private var error: LocalizedStringKey?
    @State private var flag = false
    var body: some View {
        VStack {
            Text("screen.title")
            ActionView(text: "action.create", subtitle: "not a key: subtitle", actionName: "action.go") {}
            RenameView("rename.title", name: "not a key: name")
            Row(title: "row.title", detail: "row.detail", note: "not a key: note")
            Badge(caption: "not a key: caption")
            Badge(symbol: "badge.symbol")
            picker(label: "picker.label")
            picker(label: flag ? "picker.on" : "picker.off")
            picker(label: "not a key: " + suffix)
            SettingItemView(title: "setting.title") { Text(verbatim: "x") }
            let _ = Legacy(caption: "legacy.caption", count: 1)
            let _ = Outer.Inner("inner.first", "not a key: second", "inner.third")
            // picker(label: "not a key: in a comment")
        }
        .onAppear {
            error = "error.failed"
            error = flag ? "not a key: conditional" : "not a key: either"
            if error == "not a key: compared" {}
            let p = Problem.invalid(description: "problem.\(count) long")
            let q = Problem.other("problem.other")
            let r = Problem.counted(3, "problem.counted")
            var status = "not a key: a String of its own"
            status = "not a key: status is also a String (above)"
            let t = Titled.self
            let u = Something(title: "not a key: title of a protocol's initializer")
        }
    }

    var suffix: String { "" }
    @State private var status: LocalizedStringKey = "status.initial"
    var count: Int { 2 }

    private func picker(label: LocalizedStringKey) -> some View { Text(label) }
}

struct AlertScreen: View {
    var body: some View {
        AlertView(title: "alert.title", messages: ["alert.first", "alert.second \(count)",
                                                   "alert.third"], notes: ["Not a key"])
        AlertView(title: "alert.other", messages: [LocalizedStringKey(message), "alert.after.call"], footers: ["alert.footer"])
        AlertView(title: "alert.empty", messages: [])
    }
}

struct ToastScreen: View {
    var body: some View {
        Toggler(isOn: true, text: (on: "Unmute", off: "Mute"))
        Toggler(text: "toggler.plain")
        let toast = Toast.success("toast.saved")
    }
}

enum Preset {
    case linear, custom, other

    var presentation: Presentation {
        switch self {
        case .linear:
            return .init(title: "preset.linear", subtitle: "preset.linear.subtitle")
        case .custom:
            .init(
                title: "preset.custom",
                subtitle: isNew ? "preset.custom.new" : "preset.custom.old",
                showsBadge: true
            )
        case .other:
            return makeOther(title: "not.a.key")
        }
    }

    static let fallback: Presentation = .init(title: "preset.fallback", subtitle: "preset.fallback.subtitle")
    static let all: [Presentation] = [.init(title: "preset.first", subtitle: "preset.first.subtitle"),
                                      .init(title: "preset.second", subtitle: "preset.second.subtitle")]
    func make() -> Presentation { .init(title: "preset.made", subtitle: "preset.made.subtitle") }
    let other = Other.init(title: "not.either")
}
