import SwiftUI

struct StatusView: View {
    var body: some View {
        VStack {
            // A `:` in the first argument outside its literals reads as a label: no entry.
            Text(isRecording ? "Recording" : shortcutName(value))
            Text(flag ? title : " ")
            Text(start.formatted(style: .short) + " to " + end.formatted(style: .short))
            // No colon: the literal parts are the key.
            Text(name ?? "Anonymous")
            // A colon inside the literal does not count.
            Text("Speed \(speed, specifier: "%.1f")", comment: "Speed with one decimal")
            // A literal `%` stays as written in the key; the trailing `%` is numbered in the value.
            Text("\(level)%", comment: "Battery level")
            // One `%@` for an interpolation holding an interpolation.
            Text("\(Text("\(count)").bold()) \(noun)", comment: "Count in bold, then a noun")
        }
    }
}
