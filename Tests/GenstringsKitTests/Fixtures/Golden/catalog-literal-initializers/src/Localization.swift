import SwiftUI

// The project's own initializers of SwiftUI's views.
extension Text {
    init(localized key: LocalizedStringKey, note: String = "") {
        self.init(key)
    }
}

extension Button where Label == Text {
    init(_ title: LocalizedStringKey, shortcut: String, action: @escaping () -> Void) {
        self.init(title, action: action)
    }
}

enum Engine {
    case google, bing

    var name: String.LocalizationValue {
        switch self {
        case .google: return "Google"
        case .bing: return "Bing"
        }
    }

    var summary: Swift.String.LocalizationValue { "Search engine" }
    var plain: String { "Not a key" }
}

// Collections declared of a key type: each literal alone is a key.
enum Calendar {
    static let months: [LocalizedStringResource] = ["M1", "M2",
                                                   "M3", "M\(13)" ]
    static let planets: [String: LocalizedStringResource] = [
        "辰星": "MERCURY", "太白": "VENUS",
        "熒惑": "MARS" + suffix, "": "NO_SEP",
    ]
    static let tabs: [LocalizedStringKey] = { ["Home", "Feed"] }()
    static var names: [LocalizedStringKey] { ["Computed"] }
    static let words = ["Not a key"]
    static let pairs: [String: String] = ["k": "Not either"]
    static let nested: [LocalizedStringResource] = [flag ? "A" : "B", String(localized: "Inner")]
}

// An enum whose raw type is a key type: each case's raw value is a key.
enum TimerMode: LocalizedStringKey, CaseIterable {
    case timer = "Timer"
    case stopwatch = "Stopwatch", countdown
    case `default`

    var label: String {
        switch self {
        case .timer: "not a raw value"
        default: "nor this"
        }
    }
}
enum Plain: String { case notAKey = "Not a key" }
public enum ListKind: LocalizedStringKey
{
    /// Documented.
    case managedOnly

    case both
}
