// Text("Commented out")
/* An old version: Text("Old title") */
/// Shows `Text("In a doc comment")`.
struct ProgressView: View {
    var body: some View {
        Text("Progress")
        Text("\(percent)% done")
        Text("100% sure")
        Text("Joined " + name)
        Text(title ?? "Untitled")
        Text("shout".uppercased())
        let _ = String(localized: "Saved", table: "", comment: "An empty table is the default one")
        let _ = NSLocalizedString("greeting", value: "Hi \(name)", comment: "A value with an interpolation is none")
    }
}
