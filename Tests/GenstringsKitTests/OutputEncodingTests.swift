import XCTest
@testable import GenstringsKit

final class OutputEncodingTests: XCTestCase {
    /// Characters beyond U+FFFF are written as surrogate pairs, from the first (U+10000) to the
    /// last (U+10FFFF); those below as one unit, up to U+FFFF.
    func testSurrogatePairs() {
        let text = "\u{FFFF}\u{10000}\u{10FFFF}"
        XCTAssertEqual(OutputEncoding.utf16LittleEndian.encode(text),
                       [0xFF, 0xFE, 0xFF, 0xFF, 0x00, 0xD8, 0x00, 0xDC, 0xFF, 0xDB, 0xFF, 0xDF])
        XCTAssertEqual(OutputEncoding.utf16BigEndian.encode(text, byteOrderMark: false),
                       [0xFF, 0xFF, 0xD8, 0x00, 0xDC, 0x00, 0xDB, 0xFF, 0xDF, 0xFF])
        XCTAssertEqual(OutputEncoding.utf16LittleEndian.encode(text),
                       [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    /// Runs of ASCII are widened eight bytes at a time: texts of every length up to 40 with
    /// ASCII (the edges 0x01 and 0x7F among it) and other characters at random places come out
    /// as the standard library's UTF-16 units, in both byte orders.
    func testASCIIRunsAmongOtherCharacters() {
        var generator = SystemRandomNumberGenerator()
        let pool: [Character] = ["a", "Z", "0", " ", "\u{01}", "\u{7F}", "\"", "\n", "é", "€", "\u{80}", "\u{7FF}", "😀"]
        for length in 0...40 {
            for _ in 0..<25 {
                let text = String((0..<length).map { _ in
                    Bool.random(using: &generator) ? "x" : pool.randomElement(using: &generator)!
                })
                let units = Array(text.utf16)
                XCTAssertEqual(OutputEncoding.utf16LittleEndian.encode(text, byteOrderMark: false),
                               units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, text.debugDescription)
                XCTAssertEqual(OutputEncoding.utf16BigEndian.encode(text),
                               [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, text.debugDescription)
            }
        }
    }
}
