import XCTest
@testable import GenstringsKit

final class TableNameTests: XCTestCase {
    func testProblems() {
        XCTAssertNil(TableName.problem(with: "Localizable"))
        XCTAssertNil(TableName.problem(with: "Errors.nocache"))
        XCTAssertNotNil(TableName.problem(with: ""))
        XCTAssertNotNil(TableName.problem(with: "."))
        XCTAssertNotNil(TableName.problem(with: ".."))
        // Only `.` and `..` name folders: more dots, or dots and more, are file names.
        XCTAssertNil(TableName.problem(with: "..."))
        XCTAssertNil(TableName.problem(with: "..x"))
        XCTAssertNotNil(TableName.problem(with: "../x"))
        XCTAssertNotNil(TableName.problem(with: "a\\b"))
        XCTAssertNotNil(TableName.problem(with: "a\u{0}b"))
        XCTAssertNotNil(TableName.problem(with: "tab\there"))
        XCTAssertNotNil(TableName.problem(with: String(repeating: "x", count: 250)))
        // The longest name leaves room for the longest file written for it (see the test below).
        XCTAssertNil(TableName.problem(with: String(repeating: "x", count: 245)))
        XCTAssertNotNil(TableName.problem(with: String(repeating: "x", count: 246)))
        XCTAssertNotNil(TableName.problem(with: String(repeating: "é", count: 123)))
    }

    /// A table of the longest accepted name is written, as a table and as a catalog (whose
    /// name is the longest, and whose temporary file's name is cut to fit).
    func testLongestNameIsWritten() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = String(repeating: "t", count: 245)
        try "NSLocalizedStringFromTable(@\"k\", @\"\(name)\", @\"c\");\n".write(to: dir.appendingPathComponent("a.m"),
                                                                                   atomically: true, encoding: .utf8)
        XCTAssertEqual(runTool(["-o", ".", "a.m"], in: dir).err, "")
        XCTAssertEqual(runTool(["--xcstrings", "-o", ".", "a.m"], in: dir).err, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(),
                       ["a.m", "\(name).strings", "\(name).xcstrings"])
    }

    /// DEL (U+007F) is a control character, as those below U+0020 are.
    func testDeleteCharacterIsAProblem() {
        XCTAssertEqual(TableName.problem(with: "Bad\u{7f}Name"), "Table name \"Bad\\u{7f}Name\" contains a control character.")
    }
}
