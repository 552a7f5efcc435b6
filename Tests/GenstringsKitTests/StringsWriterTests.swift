import XCTest
@testable import GenstringsKit

final class StringsWriterTests: XCTestCase {
    /// `blockComment` (which looks for `*/` star by star) against `String`'s own search, on
    /// random texts of stars, slashes and other characters, a star or slash at either end too.
    func testBlockCommentAgreesWithReplacing() {
        var rng = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["*", "/", "a", " ", "é", "\n"]
        for length in 0..<40 {
            for _ in 0..<50 {
                let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
                XCTAssertEqual(StringsWriter.blockComment(text), text.replacingOccurrences(of: "*/", with: "* /"), text)
            }
        }
    }

    /// The shortcut for values with fewer than two `%` changes nothing: those values stay as
    /// they are, and values with two are still numbered.
    func testPositionalNumberingShortcut() {
        for value in ["", "%", "100%", "%@", "no specifier", "%%"] {
            XCTAssertEqual(FormatSpecifiers.numberedPositionally(value), value)
        }
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%@ of %d"), "%1$@ of %2$d")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%@%"), "%1$@%2$")
    }
}
