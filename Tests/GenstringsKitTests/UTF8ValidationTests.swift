import XCTest
@testable import GenstringsKit

final class UTF8ValidationTests: XCTestCase {
    /// The check says whether the bytes hold a CR, wherever it is: in a block of 128 bytes, of
    /// 16, in the last bytes, after a non-ASCII character, or only in a file that is not valid.
    func testSawCR() {
        func sawCR(_ bytes: [UInt8]) -> (UTF8Validation.Outcome, Bool) {
            var saw = false
            let outcome = bytes.withUnsafeBufferPointer { UTF8Validation.check($0, from: 0, sawCR: &saw) }
            return (outcome, saw)
        }
        let text = [UInt8](repeating: UInt8(ascii: "x"), count: 300)
        XCTAssertTrue(sawCR(text) == (.valid, false))
        for at in [0, 5, 127, 128, 200, 290, 299] {
            var bytes = text
            bytes[at] = 0x0D
            XCTAssertTrue(sawCR(bytes) == (.valid, true), "CR at \(at)")
            bytes[at &- 1 < 0 ? 1 : at - 1] = 0xC3  // é's first byte, then CR: not valid
            XCTAssertEqual(sawCR(bytes).0, .invalid(at == 0 ? 1 : at - 1), "CR at \(at)")
        }
        XCTAssertTrue(sawCR(Array("caf\u{E9}\u{2026}\r\n".utf8) + text) == (.valid, true))
        XCTAssertTrue(sawCR(Array("caf\u{E9}\u{2026}\n".utf8) + text) == (.valid, false))
    }

    /// The outcome a byte-by-byte validator gives: the first NUL or invalid sequence.
    private func reference(_ bytes: [UInt8], from start: Int) -> UTF8Validation.Outcome {
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            if c == 0 { return .nul(i) }
            if c < 0x80 { i += 1; continue }
            let length = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                  String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil else { return .invalid(i) }
            i += length
        }
        return .valid
    }

    /// Long ASCII runs (crossing the 16- and 64-byte blocks) with NULs, multi-byte characters,
    /// stray continuation bytes, overlong forms, surrogates and cut sequences at random places.
    func testMatchesByteByByteValidation() {
        let pieces: [[UInt8]] = [[0x00], Array("é".utf8), Array("“".utf8), Array("😀".utf8), [0x80], [0xC0, 0xAF],
                                 [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x80], [0xFF], [0x7F], [0x01]]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3000 {
            var bytes = [UInt8](repeating: 0x61, count: Int.random(in: 0...300, using: &generator))
            for _ in 0..<(round % 4) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.replaceSubrange(at..<at, with: pieces.randomElement(using: &generator)!)
            }
            let start = bytes.isEmpty ? 0 : Int.random(in: 0...min(3, bytes.count), using: &generator)
            XCTAssertEqual(UTF8Validation.check(bytes, from: start), reference(bytes, from: start), "\(bytes)")
        }
    }

    /// Overlong three- and four-byte forms are invalid, like the two-byte `C0 AF`: a source file
    /// holding one is refused rather than read with U+FFFD.
    func testOverlongThreeAndFourByteFormsAreInvalid() {
        let a = Array("a".utf8)
        XCTAssertEqual(UTF8Validation.check(a + [0xE0, 0x81, 0x81] + a, from: 0), .invalid(1))  // "A" in 3 bytes
        XCTAssertEqual(UTF8Validation.check(a + [0xE0, 0x9F, 0xBF] + a, from: 0), .invalid(1))  // U+07FF in 3 bytes
        XCTAssertEqual(UTF8Validation.check(a + [0xF0, 0x8F, 0xBF, 0xBF] + a, from: 0), .invalid(1))  // U+FFFF in 4 bytes
        XCTAssertEqual(UTF8Validation.check(a + [0xE0, 0xA0, 0x80] + a, from: 0), .valid)  // U+0800, the smallest 3-byte form
        XCTAssertEqual(UTF8Validation.check(a + [0xF0, 0x90, 0x80, 0x80] + a, from: 0), .valid)  // U+10000
    }
}
