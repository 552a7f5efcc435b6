import SwiftUI

// Parameters of the project's own types: an implicit `.init(...)` given there is that type's
// initializer, whose key parameters take keys.

private struct InfoEntry {
    let title: String
    let value: String?

    init(_ title: LocalizedStringResource, value: String?, copyable: Bool = false) {
        self.title = String(localized: title)
        self.value = value
    }

    init(verbatim title: String, value: String?) {
        self.title = title
        self.value = value
    }
}

struct IconChoice {
    let id: String?
    let name: String

    init(id: String?, name: LocalizedStringResource) {
        self.id = id
        self.name = String(localized: name)
    }
}

// A memberwise initializer's `[IconChoice]` and `IconChoice?` parameters.
struct IconGroup {
    let author: String
    var icons: [IconChoice]
    var featured: IconChoice?
}

// A type that takes no keys: its `.init(...)` gives none.
struct Plain {
    init(_ title: String) {}
}

// Two declarations give `detail` different types: neither is followed.
func describe(detail: InfoEntry) {}
func describe(detail: Plain) {}

struct EntriesView: View {
    let groups: [IconGroup] = [
        .init(author: "not a key: a String", icons: [
            .init(id: nil, name: "icon.default"),
            .init(id: "pink", name: "icon.pink"),
        ], featured: .init(id: "gold", name: "icon.featured")),
    ]

    var body: some View {
        entry(.init("entry.created", value: nil, copyable: true))
        entry(.init(verbatim: "not a key: verbatim", value: nil))
        entry(.init("entry.votes", value: nil), subEntries: [.init("entry.up", value: nil), .init("entry.down", value: nil),])
        grid([.init("entry.grid", value: nil)])
        plain(.init("not a key: Plain takes a String"))
        describe(detail: .init("not a key: detail has two types", value: nil))
        entry(InfoEntry("entry.written", value: nil))
    }

    private func entry(_ entry: InfoEntry, subEntries: [InfoEntry]? = nil) -> some View { Text(entry.title) }
    private func grid(_ entries: [InfoEntry]) -> some View { EmptyView() }
    private func plain(_ value: Plain) -> some View { EmptyView() }
}

// `Self` in a type's body or extension is that type.
struct Appearance {
    let label: String

    init(label: LocalizedStringResource, isOn: Bool = false, icon: String) {
        self.label = String(localized: label)
    }
}

extension Appearance {
    static func upvote(isOn: Bool) -> Self {
        .init(
            label: isOn ? "appearance.undo.upvote" : "appearance.upvote",
            isOn: isOn,
            icon: "arrow.up"
        )
    }

    static let reply: Self = .init(label: "appearance.reply", icon: "arrowshape.turn.up.left")
    static func share() -> Self { Self(label: "appearance.share", icon: "square.and.arrow.up") }
    static var all: [Self] { [.reply] }
}

// A variable of such a type, assigned later: `base = .init(...)` (after a `case` label's `:`).
struct BanScreen: View {
    var body: some View {
        let base: Appearance
        switch 1 {
        case 1:
            base = .init(label: "appearance.ban", icon: "xmark")
        default:
            base = .init(label: "appearance.unban", icon: "checkmark")
        }
        var other: Unrelated
        other = .init(label: "not a key: other is Unrelated", icon: "")
        let average = "3 ms"
        return footnote("footnote.average \(average)")
    }

    @ViewBuilder
    func footnote(_ title: LocalizedStringResource) -> some View { Text(title) }

    // (`@_disfavoredOverload` before another attribute.)
    @_disfavoredOverload
    @ViewBuilder
    func footnote(_ title: String) -> some View { Text(title) }
}

struct Unrelated {
    init(label: String, icon: String) {}
    static func make() -> Self { .init(label: "not a key: Unrelated takes a String", icon: "") }
}

// `Self` after a nested type's body is the outer type; inside it, the nested one.
struct Outer {
    struct Inner {
        init(title: String) {}
        static func make() -> Self { .init(title: "not a key: Inner takes a String") }
    }

    init(name: LocalizedStringResource) {}
    static func make() -> Self { .init(name: "outer.made") }
}

// A tuple of keys: a parameter's, a stored property's (memberwise); not a tuple with another type.
struct OverlayButton {
    let text: (on: LocalizedStringResource, off: LocalizedStringResource)
    let icons: (on: String, off: String)
    let mixed: (title: LocalizedStringResource, count: Int)
}

func overlay(text: (LocalizedStringResource, LocalizedStringResource), mixed: (LocalizedStringResource, String)) {}

struct OverlayScreen {
    func make() {
        let button = OverlayButton(text: (on: "overlay.pause", off: "overlay.play"), icons: (on: "pause", off: "play"),
                                   mixed: (title: "not a key: a tuple with an Int", count: 1))
        overlay(text: ("overlay.first", "overlay.second"), mixed: ("not a key: mixed", "x"))
    }
}

// An array of the type returned from a body: each element's implicit `.init(...)`.
struct IconPicker {
    var sort = 0
    var choices: [IconChoice] {
        switch sort {
        case 0:
            return [.init(id: nil, name: "icon.returned.first"), .init(id: "x", name: "icon.returned.second")]
        default:
            [.init(id: nil, name: "icon.returned.default")]
        }
    }

    func more() -> [IconChoice] { [.init(id: nil, name: "icon.returned.more")] }
    func plain() -> [Plain] { [.init("not a key: Plain's")] }
}

// One name, a key variable here and a variable of a project's type there: both are assigned.
struct NoteScreen {
    var note: LocalizedStringKey = "note.initial"
    mutating func update() {
        note = "note.assigned"
    }
}

struct NoteLook {
    let note: Appearance
    init() {
        note = .init(label: "note.appearance", icon: "")
    }
}

// Elements with trailing closures.
struct PopupAction {
    init(title: LocalizedStringResource, isDestructive: Bool = false, callback: @escaping () -> Void) {}
}

func showPopup(message: LocalizedStringResource, _ actions: [PopupAction]?) {}
// (Another overload gives the first unlabelled parameter another type: the call's labels choose.)
func showPopup(_ group: Plain) {}

func confirmPin(flag: Bool) {
    showPopup(message: "popup.message", [
        .init(title: "popup.first") { confirmPin(flag: true) },
        .init(title: flag ? "popup.on" : "popup.off", isDestructive: true) {
            confirmPin(flag: false)
        },
    ])
}

// Overloads that give one label different types: the declarations a call's labels fit choose.
enum Notice {
    case basic(title: String, subtitle: String?, duration: Double)
    case banner(String)

    static func basic(_ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
                      duration: Double = 1.5) -> Notice {
        .basic(title: String(localized: title), subtitle: nil, duration: duration)
    }

    @_disfavoredOverload
    static func basic(_ title: some StringProtocol, subtitle: String? = nil, duration: Double = 1.5) -> Notice {
        .basic(title: String(title), subtitle: subtitle, duration: duration)
    }
}

struct Caption {
    init(caption: String) {}
    init(caption: LocalizedStringKey, icon: String) {}
    init(caption: LocalizedStringKey, count: Int) {}
}

func notices() {
    let a = Notice.basic("notice.title", subtitle: "notice.subtitle", duration: 3)
    let b = Notice.basic(title: "not a key: the case's title", subtitle: "not a key: the case's", duration: 1)
    let c = Caption(caption: "caption.with.icon", icon: "star")
    let d = Caption(caption: "not a key: init(caption: String)")
    let e = Caption(caption: "not a key: no declaration fits, and one takes a String", icon: "x", count: 2)
}
