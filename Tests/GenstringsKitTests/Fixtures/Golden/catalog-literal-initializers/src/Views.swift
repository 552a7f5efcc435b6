import SwiftUI

struct SettingsView: View {
    let count: Int
    var body: some View {
        VStack {
            Text(localized: "settings.title")
            Text(localized: "settings.count \(count)", note: "not a key")
            Button("Save", shortcut: "s") { }
            // A literal made a key, as "x" as LocalizedStringKey.
            Text(LocalizedStringKey("Explicit key"))
            Text(LocalizedStringKey("\(count) items"))
            Text(LocalizedStringKey(stringLiteral: "From a string literal"))
            Text(LocalizedStringKey(title))
            Text(LocalizedStringKey("A" + suffix))
        }
    }

    let value = String.LocalizationValue("Value")
    let resource = LocalizedStringResource(stringLiteral: "Resource")
    let other = Other.LocalizationValue("Not String's")
    let string = String(localized: String.LocalizationValue("Nested"))
}
