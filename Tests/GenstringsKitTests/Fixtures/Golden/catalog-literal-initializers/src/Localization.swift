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
