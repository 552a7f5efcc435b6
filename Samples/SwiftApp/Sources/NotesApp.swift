import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesList()
        }
    }
}

struct NotesList: View {
    @State private var notes: [Note] = []
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NoteRow(note: note)
            }
            .overlay {
                if notes.isEmpty {
                    // SwiftUI Text: extracted only with -SwiftUI.
                    Text("No Notes Yet", comment: "Title shown when the list is empty")
                }
            }
            .searchable(text: $query, prompt: Text("Search", tableName: "Search", comment: "Prompt of the search field"))
            .navigationTitle(NSLocalizedString("Notes", comment: "Title of the main screen"))
            .toolbar {
                Button(NSLocalizedString("New Note", tableName: "Actions", bundle: .main, value: "New", comment: "Toolbar button that adds a note")) {
                    notes.append(Note(title: ""))
                }
            }
        }
    }
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading) {
            Text(note.title)                // not a literal: ignored
            Text(verbatim: "debug-\(note.id)") // verbatim: ignored
            Text("Edited \(note.editCount) times")
            Text("\(note.progress, specifier: "%.1f")% done", comment: "Upload progress of one note")
            Text("Hello, world!")
        }
    }
}

struct Note: Identifiable {
    let id = UUID()
    var title: String
    var editCount = 0
    var progress = 0.0
}
