import SwiftUI

struct Views: View {
    let name: String
    let count: Int
    let ratio: Double

    var body: some View {
        VStack {
            Text("Plain text")
            Text("With comment", comment: "A Text with a comment")
            Text("In table", tableName: "SwiftUI", bundle: .module, comment: "Table and bundle")
            Text("Hello \(name)!")
            Text("\(count) of \(count) done")
            Text("Ratio \(ratio, specifier: "%.2f")", comment: "Given specifier")
            Text("\(ratio, specifier: "%.0f")% complete")
            Text(verbatim: "Verbatim is ignored")
            Text(name)
            Text(NSLocalizedString("inner.call", comment: "Not a literal Text, but the inner call is found"))
            Button("Button is not extracted") {}
            Label("Label is not extracted", systemImage: "star")
            TextField("TextField is not extracted", text: .constant(""))
            Text("multi"
                 + "part", comment: "Joined with plus")
        }
        .navigationTitle("navigationTitle is not extracted")
    }
}
