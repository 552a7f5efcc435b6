import Foundation

struct Shelf {
    var rows: [String]
    var count: Int?
    var width: Double
    // A property with observers, of its value's type.
    var spacing = 2 {
        didSet { print(spacing) }
    }
    // A type's own property is no instance's: `shelves.width` stays the `Double`.
    static let width = "wide"
    static let limit = 12
}
