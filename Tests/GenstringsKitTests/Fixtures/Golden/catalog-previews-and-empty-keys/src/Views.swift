import SwiftUI
// Xcode extracts nothing from a #Preview (since Xcode 16), and keeps the empty key.
struct Row: View {
    var body: some View {
        Text("Shown")
        Text("")
    }
}
#Preview("Dark mode") {
    Row().overlay { Text("Preview only { brace") }
}
#Preview { Text("Preview too") }
let spacer = NSLocalizedString("", comment: "")
// App Intents declare their titles as typed literals.
struct OpenFeed {
    static var title: LocalizedStringResource = "Open Feed"
    static let summary:LocalizedStringResource="Opens \(feed)"
    var isTitle: Bool { a == b }
}
