import SwiftUI
struct V: View {
    var body: some View {
        Text("""
            First line,
            second line.
            """, comment: """
            A comment keeps
            its line break
            """)
    }
}
