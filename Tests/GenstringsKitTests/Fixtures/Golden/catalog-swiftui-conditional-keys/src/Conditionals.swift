import SwiftUI

struct Row: View {
    let subtitle: LocalizedStringKey?
    var body: some View { EmptyView() }
}

struct ConditionalsView: View {
    let kind: String
    let state: Int
    var body: some View {
        VStack {
            Text(on ? "Stop" : "Start")
            // Chained, over lines, in parentheses, with literals in the conditions.
            Text(state == 0 ? "Idle" : state == 1 ? "Busy" : "Done")
            Text(isEnabled
                 ? "Enabled"
                 : isPaused ? "Paused" : "Disabled")
            Text(kind == "anime" ? "Anime" : (kind == "manga" ? "Manga" : "Other"))
            Button(id != "" ? "Edit" : "Add") { }
            Label(flag ? ("Left") : ("Right"), systemImage: "arrow")
            Row(subtitle: hidden ? nil : "Visible")
            // A branch that is not a literal: a String, no key.
            Text(on ? "Shown" : name)
            Text(on ? "Joined" : "Part" + suffix)
            Text(a ? "Nested" : b ? "Deeper" : title)
            Text(user?.isAdmin == true ? "Admin" : "Member")
            Text(value ?? "Fallback")
            Text((on) ? "Parens" : "Around")
        }
    }
}

// Code the compiler never sees gives Xcode no keys; calls that Xcode finds by scanning text do.
#if false
let disabled = Text("Never compiled")
let scanned = NSLocalizedString("Scanned as text", comment: "")
#elseif DEBUG
let debug = Text("Debug only")
#else
let shipped = Text("Shipped")
#endif
#if true
let kept = Text("Always compiled")
#else
let dropped = Text("Dropped branch")
#endif
