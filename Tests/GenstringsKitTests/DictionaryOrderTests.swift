import XCTest
@testable import GenstringsKit

final class DictionaryOrderTests: XCTestCase {
    /// Values from the model that reproduced real genstrings tables (CFString hash, 64 bits).
    func testHashMatchesCoreFoundation() {
        XCTAssertEqual(String(DictionaryOrder.hash("Tables"), radix: 16), "1c060a0d6c09a1")
        XCTAssertEqual(String(DictionaryOrder.hash("tables"), radix: 16), "244efb9ed4b1c1")
        XCTAssertEqual(String(DictionaryOrder.hash(String(repeating: "x", count: 120)), radix: 16), "9446310b3906ad78")
        XCTAssertEqual(String(DictionaryOrder.hash("é日本"), radix: 16), "272efde5")
        // Over 96 units, the first, middle and last 32 are hashed; a text that is not one
        // letter repeated shows which units the middle part takes (units 44 to 75 of 121).
        let long = String((0..<121).map { Character(Unicode.Scalar(UInt8(0x41 + $0 * 7 % 26))) })
        XCTAssertEqual(String(DictionaryOrder.hash(long), radix: 16), "d657ff47c6a68977")
    }

    /// An ASCII text is hashed from its bytes in place: the same as from its UTF-16 units, at
    /// every length (up to 96 units all are hashed, beyond that three parts).
    func testASCIIHashIsTheUTF16Hash() {
        for n in 0...200 {
            let text = String((0..<n).map { Character(Unicode.Scalar(UInt8(0x20 + ($0 * 37 + n) % 95))) })
            XCTAssertEqual(DictionaryOrder.hash(text), DictionaryOrder.hash(utf16: Array(text.utf16)), "length \(n)")
        }
        XCTAssertEqual(DictionaryOrder.hash("Tables"), DictionaryOrder.hash(utf16: Array("Tables".utf16)))
        XCTAssertNotEqual(DictionaryOrder.hash("Tables"), DictionaryOrder.hash("Tablés"))
    }

    func testBucketOrderAfterGrowth() {
        let keys = ["Tables", "tables", "TABLES", "Seeding Complete", "Seeding complete", "Menu Bar Icons", "menu bar icons"]
            + (0..<300).map { "key\($0)" } + [String(repeating: "x", count: 120), "é日本"]
        let positions = DictionaryOrder.positions(ofKeysInsertedInOrder: keys)
        let order = keys.indices.sorted { positions[$0] < positions[$1] }
        XCTAssertEqual(Array(order.prefix(12)), [299, 258, 217, 171, 130, 104, 12, 197, 82, 36, 13, 60])
    }

    func testCaseOnlyTiesFollowBucketOrder() {
        let keys = ["Seeding Complete", "Tables", "Menu Bar Icons", "tables", "Seeding complete", "TABLES",
                    "menu bar icons", "Apple", "apple", "APPLE"]
        XCTAssertEqual(KeyOrder.tableOrder(keys).map { keys[$0] },
                       ["APPLE", "apple", "Apple", "Menu Bar Icons", "menu bar icons", "Seeding complete",
                        "Seeding Complete", "TABLES", "Tables", "tables"])
    }
}
