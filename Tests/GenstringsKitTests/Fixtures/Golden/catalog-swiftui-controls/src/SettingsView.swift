import SwiftUI

// Button("Commented out")
struct SettingsView: View {
    @State private var on = false
    @State private var name = ""
    var body: some View {
        Form {
            Section("Appearance") {
                Toggle("Dark mode", isOn: $on)
                Picker("Theme", selection: $name) { Text("System").tag("") }
                TextField("Display name", text: $name)
                Label("Favorites", systemImage: "star")
                LabeledContent("Version", value: version)
            }
            Button("Save \(name)") { save() }
            Button("Delete", role: .destructive, action: delete)
            Button(action: save) { Text("Save all") }
            Button(title) { save() }
            Button("Cancel " + name) { save() }
            Button(on ? "Stop" : "Start") { save() }
            Link("Website", destination: URL(string: "https://example.com")!)
            ProgressView("50% loaded \(progress)")
        }
        .navigationTitle("Settings")
        .help("Changes apply at once")
        .alert("Could not save", isPresented: $on) { Button("OK") {} }
    }

    func help(_ text: String) {}
    func update() { help("Not a modifier") }
}
