import SwiftUI

// After a `.`, a name is a property's, a tuple label's or an enum's `rawValue`: the locals and
// parameters of that name are not it.
struct Library: View {
    let books: [String]
    var pages: Int
    var shelves: Shelf

    var body: some View {
        // A local `pages` of a type not known: `self.pages` is still the property, an `Int`.
        let pages = books.first
        VStack {
            Text("Pages \(self.pages)")
            // `count` after a `.` is a collection's, an `Int`, unless properties of a known type
            // say otherwise: the closure's `count` below and `Shelf.count` (an optional) do not.
            Text("Books \(books.count), shelves \(shelves.rows.count)")
            ForEach(books, id: \.self) { count in
                Text(count)
            }
            // A property of a known type named `width`: `shelves.width` is a `Double`; the
            // parameter `width` of `resize(width:)`, an `Int`, is not a member.
            Text("Width \(shelves.width)")
            // A number type's own constants have its type.
            Text("Limits \(UInt32.max), \(Int8.min), \(Double.pi), \(Float.zero), \(Int.zero)")
            // After a type's name (`Shelf.width`, `Self.shelfLimit`), its own properties first.
            Text("Spacing \(shelves.spacing), static \(Shelf.width), \(Shelf.limit), \(Self.shelfLimit)")
            // Not known: a constant of no number type, a member no declaration names.
            Text("Unknown \(String.max), \(Double.max), \(shelves.unknown)")
        }
    }

    func resize(width: Int) {}

    static var shelfLimit: UInt8 { 4 }
}
