import SwiftUI
import Defaults
import LaunchAtLogin

// Scenes and commands take a LocalizedStringKey title, as views do.
@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup("Player") { ContentView() }
        Window("Activity", id: "activity") { ActivityView() }
        UtilityWindow("Inspector", id: "inspector") { InspectorView() }
        WindowGroup { ContentView() }
            .commands {
                CommandMenu("Playback") { Button("Play") { play() } }
            }
    }
}

struct ContentView: View {
    @State private var query = ""
    @State private var hideWarning = false
    var body: some View {
        List {
            // Other modules' views of the same name take a String: no key.
            Defaults.Toggle("Show in menu bar", key: .showInMenuBar)
            LaunchAtLogin.Toggle("Launch at login")
            Defaults
                .Toggle("Split across lines", key: .split)
            SwiftUI.Toggle("Qualified", isOn: $hideWarning)
        }
        .navigationBarTitle("Library", displayMode: .inline)
        .searchable(text: $query, placement: .sidebar, prompt: "Search songs")
        .searchable(text: $query, prompt: title)
        .accessibilityAction(named: "Shuffle") { shuffle() }
        .accessibilityRotor("Headings", entries: headings)
        .dialogSuppressionToggle("Do not ask again", isSuppressed: $hideWarning)
        .accessibilityCustomContent("Rating", Text(rating))
    }
}

struct StatsChart: View {
    let days: [Day]
    var body: some View {
        Chart(days) { day in
            BarMark(x: .value("Date", day.date), y: .value("Plays \(day.kind)", day.count))
                .foregroundStyle(by: .value("Kind", day.kind))
            RuleMark(y:
                .value("Average", average))
        }
        .chartXAxisLabel("Day")
        .chartYAxisLabel("Plays", position: .leading)
        // A method named value on some value is no chart's label.
        let stored = defaults.value("volume", default: 1)
        let again = settings().value("volume", 2)
        let third = items[0].value("volume", 3)
    }
}
