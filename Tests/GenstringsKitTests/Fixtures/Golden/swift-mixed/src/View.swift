import SwiftUI
struct V: View {
    var body: some View {
        Text("Shared", comment: "From Swift")
        Text(AppLocalized("swift.routine", comment: "Routine in Swift"))
    }
}
