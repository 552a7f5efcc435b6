import WidgetKit
import SwiftUI

struct TasksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tasks", provider: Provider()) { entry in
            TasksView(entry: entry)
        }
        .configurationDisplayName("Today's tasks")
        .description("Shows the tasks due today.")
        .supportedFamilies([.systemSmall])
    }
}

struct TimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "timer") {
            ControlWidgetToggle("Focus timer", isOn: TimerState.isRunning, action: ToggleTimerIntent()) { on in
                Label(on ? "Running" : "Stopped", systemImage: "timer")
            }
        }
        .displayName("Focus timer control")
        .description("Starts and stops the focus timer.")
    }
}

struct StartControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "start") {
            ControlWidgetButton("Start workout", action: StartIntent()) { Image(systemName: "play") }
        }
    }
}

func describe(_ item: Item) -> String {
    // A property read, not a call with a literal: nothing.
    item.description + item.displayName
}

// A project's own methods of those names: no keys.
let plan = PlanFormatting.displayName("pro-lite")
let row = ListRow(label: .description("A row with only a description"))
let text = item
    .description("Not after a configuration")

// A comment that ends with a period.
Button("After a comment") { }
