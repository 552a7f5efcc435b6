import SwiftUI

// `shared` is an `Int` in one file and a `String` in another: not known.
struct Other {
    var shared: String
    var lat: Double
}

// A tuple's labels name values too: `lat` is a `Double` and a `Text`, so not known.
func described(_ other: Other) -> (lat: Text, lon: Text) {
    (Text("\(other.lat)"), Text("x"))
}

struct Place: View {
    var body: some View {
        Text("LAT:\(described(Other(shared: "", lat: 1)).lat)")
    }
}

// `rawValue` is an `Int` (`enum Size: Int`) and a `String` (`enum Mode: String`): not known.
enum Size: Int { case small = 1 }
enum Mode: String, CaseIterable { case dark }

struct Modes: View {
    let mode: Mode
    var body: some View {
        Text("Mode \(mode.rawValue)")
    }
}
