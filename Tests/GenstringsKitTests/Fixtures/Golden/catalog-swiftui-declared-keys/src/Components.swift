import SwiftUI

/// A view with an initializer of its own: its `LocalizedStringKey` parameters take keys.
struct ActionView: View {
    let text: LocalizedStringKey
    let subtitle: String
    let actionName: LocalizedStringKey

    init(text: LocalizedStringKey, subtitle: String, actionName: LocalizedStringKey, action: @escaping () -> Void) {
        self.text = text
        self.subtitle = subtitle
        self.actionName = actionName
    }

    var body: some View { Text(text) }
}

/// An unlabelled key first.
struct RenameView: View {
    init(_ title: LocalizedStringKey, name: String, @ViewBuilder footer: () -> some View = { EmptyView() }) {}
    var body: some View { EmptyView() }
}

/// No initializer: the memberwise one takes the stored properties (not a `let` with a value,
/// nor a computed one).
struct Row: View {
    let title: LocalizedStringKey
    var detail: String.LocalizationValue
    let note: String
    let fixed: LocalizedStringKey = "row.fixed"
    var computed: LocalizedStringKey { "row.computed" }
    var body: some View { Text(title) }
}

/// Overloads: a `String` one wins for a literal, so `caption:` is no key.
struct Badge: View {
    init(caption: LocalizedStringKey) {}
    init(caption: String) {}
    init(symbol: LocalizedStringKey) {}
    var body: some View { EmptyView() }
}

/// A class has no memberwise initializer.
final class Model {
    var title: LocalizedStringKey = "model.default"
}

enum Problem: Error {
    case invalid(description: LocalizedStringKey)
    case other(LocalizedStringKey), plain
    case counted(Int, LocalizedStringKey)
}

protocol Titled {
    init(title: LocalizedStringKey)
}

/// A generic view's memberwise initializer.
struct SettingItemView<Content: View>: View {
    let title: String.LocalizationValue
    @ViewBuilder var content: () -> Content
    var body: some View { content() }
}

/// An initializer declared in an extension of a nested type: the unlabelled keys by place.
enum Outer { struct Inner {} }
extension Outer.Inner {
    init(_ first: LocalizedStringKey, _ second: String, _ third: LocalizedStringKey) {}
}

/// A parameter that takes an array of keys: each literal of an array literal given there.
struct AlertView: View {
    init(title: LocalizedStringKey, messages: [LocalizedStringKey] = [], notes: [String] = [], footers: [LocalizedStringKey]? = nil) {}
    var body: some View { EmptyView() }
}

/// A String overload marked @_disfavoredOverload loses to the key one for a literal.
struct Toast {
    static func success(_ message: LocalizedStringKey) -> Toast { Toast() }
    @_disfavoredOverload
    static func success(_ message: String) -> Toast { Toast() }
}

/// A tuple of keys is no key.
struct Toggler: View {
    init(isOn: Bool, text: (on: LocalizedStringKey, off: LocalizedStringKey)) {}
    init(text: LocalizedStringKey) {}
    var body: some View { EmptyView() }
}

/// A struct's memberwise initializer called as an implicit `.init(...)` where the type is known.
struct Presentation: Equatable {
    var title: LocalizedStringKey
    var subtitle: LocalizedStringKey
    var showsBadge = false
}
