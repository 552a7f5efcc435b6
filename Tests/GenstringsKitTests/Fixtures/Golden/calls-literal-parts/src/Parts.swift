import SwiftUI
func f(name: String, x: String?) -> some View {
    let a = NSLocalizedString("authorize execution of " + name, comment: "Signing ID")
    let b = NSLocalizedString("authorize execution of " + name, comment: "File path")
    let c = NSLocalizedString(name, comment: "Still an error: no literal at all")
    return Text(x ?? "unknown")
}
