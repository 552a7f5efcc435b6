import SwiftUI

// An interpolation in a key gets the specifier of its type where the project's declarations
// say it, as Xcode (which compiles the code) writes the key; `%@` otherwise.
struct Counter: View {
    let count: Int
    var ratio: Double = 0.5
    var scale: Float
    var small: Int32
    var size: UInt
    var width: CGFloat
    @State private var level = 0
    @State private var progress = 0.25
    @State private var hexMask = 0xFF
    @State private var exponent = 1e3
    let title = "Counter"
    let shared: Int
    let maybe: Int?
    let items: [String]
    let measured = Measure.default.count

    var body: some View {
        VStack {
            Text("\(count) items")
            Text("Ratio \(ratio), scale \(scale), small \(small), size \(size), width \(width)")
            Text("Level \(level), progress \(progress)")
            Text("Mask \(hexMask), exponent \(exponent)")
            Text("Title \(title)")
            Text("Numbers \(30), \(-2), \(1.5)")
            Text("Members \(self.count), \(items.count), \(measured)")
            // Calls: a function's declared return type, a conversion to a number's type.
            Text("Calls \(total()), \(self.total()), \(Int(ratio * 100)), \(label(for: 1)), \(Double(count))")
            // Arithmetic: operands of one type, which a literal takes on.
            Text("Sums \(count + 1), \(count * 100 / total()), \(ratio * 100), \(2 + 3)")
            // Not known: an optional, a name declared with two types, operands of unknown or
            // different types, a call of a function that returns nothing known.
            Text("Unknown \(maybe), \(shared), \(count + shared), \(count + ratio), \(row(total: 1, label: "x"))")
            // Nor arithmetic of more than 16 operands.
            Text("Long \(1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16 + 17)")
            // A `specifier:` is the specifier given.
            Text("Ratio \(ratio, specifier: "%.1f")")
            Text(String(localized: "Done \(level) of \(count)"))
            // A closure's or a loop's names are of types not known, in their block (`small` is
            // the `Int32` property outside it).
            ForEach(items, id: \.self) { small in
                Text("Item \(small)")
            }
        }
    }

    func total() -> Int { count }
    func label(for n: Int) -> String { "\(n)" }

    func row(total: Int, label: String) -> some View {
        Text("Row \(total) \(label)")
    }
}
