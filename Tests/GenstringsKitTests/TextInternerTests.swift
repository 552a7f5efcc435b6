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
