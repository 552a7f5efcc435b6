import SwiftUI

enum Tab: CaseIterable {
    case home, feed, settings, search, profile

    // Each literal the value returns is a key: a `case` alone, after `return`, in an `if`.
    var title: LocalizedStringKey {
        switch self {
        case .home:
            "tab.home"
        case .feed: "tab.feed"
        case .settings:
            return "tab.settings"
        case .search:
            "tab.search.prefix " + suffix
        default:
            "tab.other \(name)"
        }
    }

    var badge: LocalizedStringKey? {
        if self == .feed { "badge.new" } else { nil }
    }

    func hint(count: Int) -> LocalizedStringKey {
        // A closure's literals are its own, not the function's.
        let names = Tab.allCases.map { _ in "not.a.key" }
        guard count > 0 else { return "hint.none" }
        if let first = names.first(where: { $0 == "not.a.key.either" }) { return "hint.first \(first)" }
        #if DEBUG
        return "hint.debug"
        #else
        return "hint.release"
        #endif
    }

    static let placeholder: LocalizedStringKey = "Search tabs"
    var made: LocalizedStringKey { LocalizedStringKey(name) }
    var name: String { "not.a.key.string" }
}

struct TabRow: View {
    var tab: Tab
    var isOn: Bool
    var body: some View {
        VStack {
            Text("row.title")
            // Both literals of a conditional are keys; not when one side is no literal.
            Text(isOn ? "row.on" : "row.off")
            Button(isOn ? "Stop" : "Start \(tab.name)") {}
            Text(isOn ? "row.maybe" : tab.name)
            Text(isOn ? "row.left" : "row.right" + tab.name)
            Text(isOn ? "row.in.table" : "row.out.of.table", tableName: "Rows", comment: "A row's state")
            Text(verbatim: isOn ? "verbatim.on" : "verbatim.off")
        }
        .navigationTitle(isOn ? "Editing" : "Viewing")
    }
}

extension WindowKind {
    var label: LocalizedStringKey {
        switch self {
        case .main: "window.main"
        case .settings: "window.settings"
        @unknown default: "window.unknown"
        }
    }
}

// Conditionals between literals, returned or declared.
extension WindowKind {
    var hint: LocalizedStringKey { isEnabled ? "hint.on" : "hint.off" }
    var detail: LocalizedStringKey {
        switch self {
        case .main: isNew
            ? "detail.new"
            : ("detail.old")
        case .settings:
            return count == 1 ? "detail.one" : count == 2 ? "detail.two" : "detail.many"
        default: "detail.default"
        }
    }
    var mixed: LocalizedStringKey { isOn ? "mixed.on" : title }
    static let banner: LocalizedStringKey = isError ? "banner.error" : "banner.ok"
    static let notAKey: LocalizedStringKey = isError ? "not.key" : other
}
