import SwiftUI

// A property `count` of a known type (here a `String`) makes `x.count` that type where `x`'s
// type is not known; where `x` is declared a collection (`[T]`, `[K: V]`, `Set<T>`) or a
// `String`, its `count` is an `Int`.
struct Download: Decodable {
    let count: String
}

struct Tracker {
    var services: Set<String>
    var names: [String]?
    var title: String
}

struct Counts: View {
    @State private var excluded: [String] = []
    var tracker: Tracker
    var downloads: [String: Download]
    var download: Download

    var body: some View {
        VStack {
            Text("Excluded \(excluded.count), services \(tracker.services.count), names \(tracker.names?.count ?? 0)")
            Text("Title \(tracker.title.count), downloads \(downloads.count)")
            // Of a type not known, or the project's `Download`: the property's `String`.
            Text("Unknown \(other.count), download \(download.count)")
        }
    }

    func row(items: [Int], tags: Set<String>) -> some View {
        let local: Set<Int> = []
        return Text("Row \(items.count), \(tags.count), \(local.count)")
    }
}
