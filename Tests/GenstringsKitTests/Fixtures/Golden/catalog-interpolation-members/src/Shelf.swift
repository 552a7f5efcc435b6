import Foundation

struct Shelf {
    var rows: [String]
    var count: Int?
    var width: Double
}
