import Foundation
// The code uses Localizable only; AppShortcuts.xcstrings holds App Shortcuts phrases, which
// Xcode takes from an AppShortcutsProvider: its keys must not become stale.
let a = NSLocalizedString("Open the log", comment: "Menu item")
