/// A string compared and hashed by its Unicode scalars, not by canonical equivalence as
/// Swift's `String` is: a table's keys are looked up as written (`NSDictionary` compares
/// UTF-16 units), so `"Café"` composed and decomposed are two keys of a table.
struct ExactText: Hashable {
    var text: String

    init(_ text: String) { self.text = text }

    static func == (a: ExactText, b: ExactText) -> Bool { a.text.isExactly(b.text) }

    func hash(into hasher: inout Hasher) {
        for scalar in text.unicodeScalars { hasher.combine(scalar.value) }
    }
}

extension String {
    /// Equal scalar for scalar (`==` on `String` also takes canonically equivalent text).
    func isExactly(_ other: String) -> Bool { unicodeScalars.elementsEqual(other.unicodeScalars) }
}
