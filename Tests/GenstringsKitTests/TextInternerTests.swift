import XCTest
@testable import GenstringsKit

final class TextInternerTests: XCTestCase {
    /// More texts than the first table holds (4,096 slots, grown at three quarters full, twice
    /// here): each keeps its number, and the same bytes get it again after the table grew.
    func testNumbersSurviveGrowth() {
        var interner = TextInterner()
        let texts = (0..<10_000).map { Array("text \($0)".utf8) }
        for (i, text) in texts.enumerated() {
            XCTAssertEqual(text.withUnsafeBufferPointer { interner.number($0) }, UInt32(i))
        }
        for (i, text) in texts.enumerated() where text.withUnsafeBufferPointer({ interner.number($0) }) != UInt32(i) {
            return XCTFail("text \(i) got another number")
        }
        XCTAssertEqual(interner.count, texts.count)
        XCTAssertEqual(interner.string(9_999), "text 9999")
        Array("text 9999".utf8).withUnsafeBufferPointer {
            XCTAssertTrue(interner.holds(9_999, $0))
            XCTAssertFalse(interner.holds(9_998, $0))
            XCTAssertTrue(interner.holds(999, UnsafeBufferPointer(rebasing: $0.dropLast())))  // "text 999"
            XCTAssertFalse(interner.holds(9_999, UnsafeBufferPointer(rebasing: $0.dropLast())))
        }
        XCTAssertFalse(interner.isEmpty(0))
        XCTAssertEqual([UInt8]().withUnsafeBufferPointer { interner.number($0) }, 10_000)
        XCTAssertTrue(interner.isEmpty(10_000))
        XCTAssertEqual((0...10_000).map { interner.string(UInt32($0)) }, texts.map { String(decoding: $0, as: UTF8.self) } + [""])
        XCTAssertEqual(interner.hashes, (texts + [[]]).map { $0.withUnsafeBufferPointer(TextInterner.hash(of:)) })
    }

    /// Each key remembers the last entry noted for it, as its texts' records, which tell the
    /// texts' numbers back when the bytes are the same: a call that repeats that entry is known
    /// without numbering its other texts. An entry with all three other texts `none` is not
    /// taken for one before its key has any.
    func testEachKeyKnowsItsLastEntry() {
        var interner = TextInterner()
        let none = PackedEntry.none
        func number(_ text: String) -> UInt32 { Array(text.utf8).withUnsafeBufferPointer { interner.number($0) } }
        func last(_ key: String) -> TextInterner.LastEntry { Array(key.utf8).withUnsafeBufferPointer { interner.numberAndLast($0).last } }
        func text(_ record: UInt32, _ text: String) -> UInt32? {
            Array(text.utf8).withUnsafeBufferPointer { interner.number(ofRecord: record, ifHolding: $0) }
        }
        func entry(_ k: UInt32, _ t: UInt32, _ v: UInt32, _ c: UInt32) -> PackedEntry {
            PackedEntry(key: k, value: v, comment: c, table: t, file: 0, line: 1, column: 1)
        }
        let (key, other, table, comment, comment2, value) = (number("Key"), number("Other"), number("Localizable"),
                                                               number("A comment"), number("Another"), number("Value"))
        XCTAssertFalse(interner.isLast(entry(key, none, none, none)))
        XCTAssertEqual([last("Key").comment, last("Key").table, last("Key").value], [TextInterner.noRecord, TextInterner.noRecord, TextInterner.noRecord])
        XCTAssertNil(text(last("Key").table, "Localizable"))
        interner.noteLast(entry(key, table, none, comment))
        XCTAssertTrue(interner.isLast(entry(key, table, none, comment)))
        XCTAssertFalse(interner.isLast(entry(key, none, none, none)))
        XCTAssertFalse(interner.isLast(entry(other, table, none, comment)))
        XCTAssertFalse(interner.isLast(entry(key, table, value, comment)))
        XCTAssertFalse(interner.isLast(entry(key, table, none, none)))
        XCTAssertEqual(text(last("Key").table, "Localizable"), table)
        XCTAssertEqual(text(last("Key").comment, "A comment"), comment)
        XCTAssertNil(text(last("Key").comment, "A commenT"))
        XCTAssertNil(text(last("Key").comment, "A comment "))
        XCTAssertEqual(last("Key").value, TextInterner.noRecord)
        XCTAssertEqual(interner.number(ofRecord: last("Key").comment), comment)
        XCTAssertEqual(last("Other").table, TextInterner.noRecord)
        // Another entry for the key replaces it; more texts (the table grows) leave it as it is.
        interner.noteLast(entry(key, table, value, comment2))
        for n in 0..<10_000 { _ = number("text \(n)") }
        XCTAssertFalse(interner.isLast(entry(key, table, none, comment)))
        XCTAssertTrue(interner.isLast(entry(key, table, value, comment2)))
        XCTAssertEqual(text(last("Key").value, "Value"), value)
        XCTAssertEqual(text(last("Key").comment, "Another"), comment2)
        XCTAssertNil(text(last("Key").comment, "A comment"))
        XCTAssertEqual(number("Key"), key)
    }

    /// The bytes are compared whole at every length (a fixed number of overlapping words up to
    /// 16 bytes, 16 a turn beyond): a text differs from one that differs in any one byte, and
    /// texts that differ only in a byte each get their own number and hash.
    func testEveryByteCounts() {
        for n in 0...48 {
            let text = (0..<n).map { UInt8(0x41 + $0 % 26) }
            var interner = TextInterner()
            XCTAssertEqual(text.withUnsafeBufferPointer { interner.number($0) }, 0)
            var hashes: Set<Int> = [text.withUnsafeBufferPointer(TextInterner.hash(of:))]
            for k in 0..<n {
                var other = text
                other[k] = 0x61
                text.withUnsafeBufferPointer { a in
                    other.withUnsafeBufferPointer { b in
                        XCTAssertTrue(TextInterner.equal(a.baseAddress!, a.baseAddress!, n))
                        XCTAssertFalse(TextInterner.equal(a.baseAddress!, b.baseAddress!, n), "length \(n), byte \(k)")
                    }
                }
                XCTAssertEqual(other.withUnsafeBufferPointer { interner.number($0) }, UInt32(k + 1), "length \(n), byte \(k)")
                hashes.insert(other.withUnsafeBufferPointer(TextInterner.hash(of:)))
            }
            XCTAssertEqual(hashes.count, n + 1, "length \(n)")
            XCTAssertEqual(text.withUnsafeBufferPointer { interner.number($0) }, 0)
        }
    }
}
