import XCTest
@testable import GenstringsKit

final class RuleEditorKeyTests: XCTestCase {
    func variants(_ key: String) -> [String]? {
        Array(key.utf8).withUnsafeBufferPointer { RuleEditorKey.variants(of: $0) }?.map { String(decoding: $0, as: UTF8.self) }
    }

    func testCombinations() {
        XCTAssertEqual(variants("%[Any, All]@ of these"), ["%[Any]@ of these", "%[All]@ of these"])
        // White space is trimmed (a tab here); an escape as written in the source (a backslash and `n`) is text.
        XCTAssertEqual(variants("%[a,b] %[ x ] %[1,\t2 ]"), ["%[a] %[x] %[1]", "%[a] %[x] %[2]", "%[b] %[x] %[1]", "%[b] %[x] %[2]"])
        XCTAssertEqual(variants("%[ a\\n,\\tb ]"), ["%[a\\n]", "%[\\tb]"])
        XCTAssertEqual(variants("%[up,]@"), ["%[up]@", "%[]@"])
        // Line breaks (LF, CR, vertical tab, form feed) are white space too.
        XCTAssertEqual(variants("%[\na\r\n,\u{0B}b\u{0C}]@"), ["%[a]@", "%[b]@"])
    }

    func testKeptAsWritten() {
        XCTAssertNil(variants("%[title]@ %[ is ]@ %@"))
        XCTAssertNil(variants("100%%[a, b]"))
        XCTAssertNil(variants("%[a, b"))
        XCTAssertNil(variants("no list, here"))
        // More than 1,024 combinations (2^11): kept as written.
        XCTAssertNil(variants(String(repeating: "%[a,b]", count: 11)))
        XCTAssertEqual(variants(String(repeating: "%[a,b]", count: 10))?.count, 1024)
    }
}
