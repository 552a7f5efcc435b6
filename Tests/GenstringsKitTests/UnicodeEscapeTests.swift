import XCTest
@testable import GenstringsKit

final class UnicodeEscapeTests: XCTestCase {
    func testDecoding() {
        XCTAssertEqual(UnicodeEscapes.decoded(#"AB\U0043D"#), "ABCD")
        // Two backslashes, as Objective-C source writes `\U` (real projects' genstrings -u tables).
        XCTAssertEqual(UnicodeEscapes.decoded(#"\\U0043"#), "C")
        XCTAssertEqual(UnicodeEscapes.decoded(#"Delete\\U2026 \\U201c%@\\U201d"#), "Delete… “%@”")
        XCTAssertEqual(UnicodeEscapes.decoded(#"\\\\U2026"#), #"\\…"#)
        XCTAssertEqual(UnicodeEscapes.decoded(#"\\n"#), #"\\n"#)
        XCTAssertEqual(UnicodeEscapes.decoded(#"\U0022"#), #"\""#)
        XCTAssertEqual(UnicodeEscapes.decoded(#"\U00e9t\U00E9"#), "été")
        XCTAssertEqual(UnicodeEscapes.decoded(#"\Uzz"#), #"\Uzz"#)
    }

    /// `-u` decoding `\U005C` gives an escaped backslash, so that the table stays valid.
    func testDecodedBackslashStaysEscaped() {
        XCTAssertEqual(UnicodeEscapes.decoded(#"C:\\U005Cdir"#), #"C:\\dir"#)
        XCTAssertEqual(UnicodeEscapes.decoded(#"\U005C"#), #"\\"#)
    }
}
