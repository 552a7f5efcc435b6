import Foundation
import XCTest
@testable import GenstringsKit

final class StringsFileReaderTests: XCTestCase {
    // MARK: - Helpers

    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/StringsReader/\(name)").path
    }

    private func parse(_ text: String) throws -> StringsFile {
        try StringsFileReader.parse(Array(text.utf8), path: "t.strings")
    }

    /// The error `bytes` give; a test failure when they parse.
    private func parseError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> StringsFileError? {
        do {
            let result = try StringsFileReader.parse(bytes, path: "t.strings")
            XCTFail("expected an error, got \(result.entries.count) entries", file: file, line: line)
        } catch let error as StringsFileError {
            return error
        } catch {
            XCTFail("unexpected error type: \(error)", file: file, line: line)
        }
        return nil
    }

    private func assertError(_ text: String, line: Int, column: Int, _ message: String,
                             file: StaticString = #filePath, testLine: UInt = #line) {
        let error = parseError(Array(text.utf8), file: file, line: testLine)
        XCTAssertEqual(error, StringsFileError(path: "t.strings", line: line, column: column, message: message),
                       file: file, line: testLine)
    }

    private func entry(_ key: String, _ value: String, raw rawKey: String? = nil, _ rawValue: String? = nil,
                       comment: String? = nil, line: Int) -> StringsFileEntry {
        StringsFileEntry(key: key, value: value, rawKey: rawKey ?? key, rawValue: rawValue ?? value,
                         comment: comment, line: line)
    }

    /// Compares entry by entry so a failure names the entry that differs.
    private func assertEntries(_ actual: [StringsFileEntry], _ expected: [StringsFileEntry],
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "entry count", file: file, line: line)
        for (index, (got, want)) in zip(actual, expected).enumerated() {
            XCTAssertEqual(got, want, "entry \(index)", file: file, line: line)
        }
    }

    // MARK: - Text files

    func testUTF8FixtureKeepsOrderCommentsDuplicatesAndLines() throws {
        let file = try StringsFileReader.read(path: fixture("utf8.strings"))
        XCTAssertEqual(file.format, .text)
        XCTAssertEqual(file.encoding, .utf8)
        XCTAssertFalse(file.hasByteOrderMark)
        assertEntries(file.entries, [
            entry("hello", "Hello, world!", comment: "Greeting shown on launch", line: 2),
            entry("bye", "Goodbye", comment: "Shown when leaving\n   Also used in the menu", line: 6),
            entry("no comment", "x", line: 8),
            // Raw text is right between double quotes: the `"` allowed between single quotes gets a backslash.
            entry("single", "It's \"fine\"", raw: "single", "It\\'s \\\"fine\\\"", comment: "A line comment", line: 10),
            entry("short", "short", comment: "second", line: 11),
            entry("unquoted_key-1.2", "$value/path:x", line: 12),
            entry("hello", "Duplicate", line: 13),
            entry("orphan", "o", line: 16),
            entry("spaced", "a", comment: "tight", line: 17),
            entry("multi\nline", "a\nb", line: 18),
            entry("é日本", "😀", line: 21),
        ])
    }

    func testUTF8FixtureAgreesWithFoundationsParser() throws {
        let path = fixture("utf8.strings")
        let ours = try StringsFileReader.read(path: path).entries
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let foundation = try XCTUnwrap(
            PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        // Foundation keeps the last value of a duplicated key.
        let mine = Dictionary(ours.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        XCTAssertEqual(mine, foundation)
    }

    private let encodedEntries = [
        StringsFileEntry(key: "café", value: "Café ☕", rawKey: "café", rawValue: "Café ☕",
                         comment: "Non-ASCII", line: 2),
        StringsFileEntry(key: "emoji", value: "😀 😀", rawKey: "emoji", rawValue: "😀 \\UD83D\\UDE00",
                         comment: nil, line: 3),
    ]

    func testUTF8WithByteOrderMark() throws {
        let file = try StringsFileReader.read(path: fixture("utf8-bom.strings"))
        XCTAssertEqual(file.format, .text)
        XCTAssertEqual(file.encoding, .utf8)
        XCTAssertTrue(file.hasByteOrderMark)
        assertEntries(file.entries, encodedEntries)
    }

    func testUTF16LittleEndianWithByteOrderMark() throws {
        let file = try StringsFileReader.read(path: fixture("utf16le-bom.strings"))
        XCTAssertEqual(file.format, .text)
        XCTAssertEqual(file.encoding, .utf16LittleEndian)
        XCTAssertTrue(file.hasByteOrderMark)
        assertEntries(file.entries, encodedEntries)
    }

    func testUTF16BigEndianWithByteOrderMark() throws {
        let file = try StringsFileReader.read(path: fixture("utf16be-bom.strings"))
        XCTAssertEqual(file.encoding, .utf16BigEndian)
        XCTAssertTrue(file.hasByteOrderMark)
        assertEntries(file.entries, encodedEntries)
    }

    func testUTF16LittleEndianWithoutByteOrderMark() throws {
        let file = try StringsFileReader.read(path: fixture("utf16le-nobom.strings"))
        XCTAssertEqual(file.encoding, .utf16LittleEndian)
        XCTAssertFalse(file.hasByteOrderMark)
        assertEntries(file.entries, encodedEntries)
    }

    func testUTF16BigEndianWithoutByteOrderMark() throws {
        let file = try StringsFileReader.read(path: fixture("utf16be-nobom.strings"))
        XCTAssertEqual(file.encoding, .utf16BigEndian)
        XCTAssertFalse(file.hasByteOrderMark)
        assertEntries(file.entries, encodedEntries)
    }

    /// A mark written twice (translation tools do): the second is no text, in each encoding.
    func testDoubledByteOrderMark() throws {
        let text = "/* c */\n\"k\" = \"K\";\n"
        let forms: [(StringsTextEncoding, [UInt8], [UInt8])] = [
            (.utf16LittleEndian, [0xFF, 0xFE, 0xFF, 0xFE], Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            (.utf16BigEndian, [0xFE, 0xFF, 0xFE, 0xFF], Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
            (.utf8, [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF], Array(text.utf8)),
        ]
        for (encoding, marks, body) in forms {
            let file = try StringsFileReader.parse(marks + body, path: "t.strings")
            XCTAssertEqual(file.encoding, encoding)
            XCTAssertTrue(file.hasByteOrderMark)
            XCTAssertEqual(file.entries.map { [$0.key, $0.value, $0.comment ?? "-"] }, [["k", "K", "c"]], "\(encoding)")
        }
    }

    func testEveryEscape() throws {
        let file = try StringsFileReader.read(path: fixture("escapes.strings"))
        assertEntries(file.entries, [
            entry("controls", "\u{7}\u{8}\u{C}\n\r\t\u{B}", raw: "controls", #"\a\b\f\n\r\t\v"#, line: 1),
            entry("quotes", #""double" 'single'"#, raw: "quotes", #"\"double\" \'single\'"#, line: 2),
            entry("backslash", #"C:\dir\"#, raw: "backslash", #"C:\\dir\\"#, line: 3),
            // \0102 is \010 then "2"; \351 is NeXTSTEP Latin 0xE9 (Ø); \777 wraps to 0xFF (unmapped:
            // U+0000, as Foundation).
            entry("octal", "A\u{8}2\u{7}|Ø|\u{0}", raw: "octal", #"\101\0102\7|\351|\777"#, line: 4),
            // Only `\U` is an escape (`CFOldStylePList.c`): `\u00E9` is `u00E9`; `\U` with no hex
            // digit is U+0000.
            entry("unicode", "éu00E9Au263a|😀", raw: "unicode", #"\U00e9\u00E9\U41\u263a|\UD83D\UDE00"#, line: 5),
            entry("no hex", "\u{0}zz", raw: "no hex", #"\Uzz"#, line: 6),
            entry("other", "q% ", raw: "other", #"\q\%\ "#, line: 7),
            entry("escaped newline", "a\nb", raw: "escaped newline", "a\\\nb", line: 8),
        ])
    }

    func testEscapesAgreeWithFoundationsParser() throws {
        let text = #"""
        "k" = "\a\b\f\n\r\t\v \" \' \\ \101\0102\7 \351\200\374\376\377\777 \U00e9\U41 \UD83D\UDE00 \q\%";
        """#
        let ours = try parse(text).entries
        let foundation = try XCTUnwrap(
            PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
        XCTAssertEqual(ours.map(\.value), [foundation["k"]])
    }

    func testOctalEscapesAboveASCIIUseNeXTSTEPLatin() {
        for byte in UInt8(0x80)...UInt8(0xFD) {
            let expected = String(bytes: [byte], encoding: .nextstep)
            XCTAssertEqual(StringsEscaping.unescape("\\" + String(byte, radix: 8)), expected, "\\\(String(byte, radix: 8))")
        }
        // NeXTSTEP Latin has no 0xFE and 0xFF: Foundation's parser gives U+0000 for them.
        XCTAssertEqual(StringsEscaping.unescape(#"\376\377"#), "\u{0}\u{0}")
    }

    func testUnescapeEdgeCases() {
        XCTAssertEqual(StringsEscaping.unescape(#"trailing\"#), #"trailing\"#)
        XCTAssertEqual(StringsEscaping.unescape(#"\U12345"#), "\u{1234}5")
        XCTAssertEqual(StringsEscaping.unescape(#"\UD83D alone"#), "\u{FFFD} alone")
        // The last and first characters of each UTF-8 length.
        XCTAssertEqual(StringsEscaping.unescape(#"\U7F\U80\U7FF\U800\UFFFF"#), "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}")
        XCTAssertEqual(StringsEscaping.unescape(#"\UDBFF\UDFFF"#), "\u{10FFFF}")
        // A low surrogate without a high one before it is one U+FFFD too.
        XCTAssertEqual(StringsEscaping.unescape(#"\UDE00 alone \UDFFF"#), "\u{FFFD} alone \u{FFFD}")
        XCTAssertEqual(StringsEscaping.unescape("plain é"), "plain é")
    }

    /// With `swift`, `\u{…}` (one to eight hex digits, a scalar) is its character; anything
    /// else after `\u` is read as the old-style parser reads it (`\u` gives `u`).
    func testSwiftUnicodeEscapes() {
        XCTAssertEqual(StringsEscaping.unescape(#"caf\u{e9}"#, swift: true), "café")
        XCTAssertEqual(StringsEscaping.unescape(#"\u{1F600}|\u{0001F600}|\u{00000041}"#, swift: true), "😀|😀|A")
        XCTAssertEqual(StringsEscaping.unescape(#"\u{000000041}"#, swift: true), "u{000000041}")
        // C's `\x` and `\e` in a key from code, as the compiler reads them; not in a table.
        XCTAssertEqual(StringsEscaping.unescape(#"Loading\xe2\x80\xa6|\x41|\e|\xg"#, swift: true), "Loading\u{2026}|A|\u{1B}|xg")
        XCTAssertEqual(StringsEscaping.unescape(#"\x41\e"#), "x41e")
        XCTAssertEqual(StringsEscaping.unescape(#"Saving\342\200\246|\101"#, swift: true), "Saving\u{2026}|A")
        XCTAssertEqual(StringsEscaping.unescape(#"\u{}\u{D800}"#, swift: true), "u{}u{D800}")
        XCTAssertEqual(StringsEscaping.unescape(#"caf\u{e9}"#), "cafu{e9}")
    }

    func testEscapeIsTheInverseOfUnescape() {
        XCTAssertEqual(StringsEscaping.escape("a\"b\\c\nd\re\tf\u{7}é😀"), "a\\\"b\\\\c\\nd\\re\\tf\u{7}é😀")
        for text in ["", "plain", "\"\\\n\r\t", "\u{0}\u{1}\u{7F}", "日本語 😀", "\\U0041"] {
            XCTAssertEqual(StringsEscaping.unescape(StringsEscaping.escape(text)), text)
        }
    }

    func testShortFormAndUnquotedTokens() throws {
        let file = try parse("\"a\";\nkey = value;\n$x/y:z.w-1_2;\n'single';\n")
        assertEntries(file.entries, [
            entry("a", "a", line: 1),
            entry("key", "value", line: 2),
            entry("$x/y:z.w-1_2", "$x/y:z.w-1_2", line: 3),
            entry("single", "single", line: 4),
        ])
    }

    func testRawTextIsKeptExactly() throws {
        let file = try parse("\"k\\U00e9\\\"\" = \"v\r\n\\t\";")
        XCTAssertEqual(file.entries.map(\.rawKey), ["k\\U00e9\\\""])
        XCTAssertEqual(file.entries.map(\.rawValue), ["v\r\n\\t"])
        XCTAssertEqual(file.entries.map(\.key), ["ké\""])
        XCTAssertEqual(file.entries.map(\.value), ["v\r\n\t"])
    }

    /// A `"` between single quotes needs no backslash, but the raw text gets one (it is
    /// written between double quotes); a `//` comment ends at U+2028 as at a line feed.
    func testSingleQuotesAndLineSeparators() throws {
        let file = try parse("'sq' = 'dit \"oui\" \\'ok\\'';\n// note\u{2028}\"a\" = \"b\";")
        XCTAssertEqual(file.entries.map(\.rawValue), ["dit \\\"oui\\\" \\'ok\\'", "b"])
        XCTAssertEqual(file.entries.map(\.value), ["dit \"oui\" 'ok'", "b"])
        XCTAssertEqual(file.entries.map(\.key), ["sq", "a"])
        XCTAssertEqual(file.entries.last?.comment, "note")
    }

    /// A table checked out with CR LF line ends (or CR ones) has the comments of the one written
    /// with LF: `--check` finds it up to date.
    func testCommentLineBreaksAreLF() throws {
        let text = "/* A\r\n   B */\r\n\"t\" = \"t\";\r\n\r\n/* C\rD */\r\n\"u\" = \"u\";\r\n"
        let file = try StringsFileReader.parse(Array(text.utf8), path: "t.strings")
        XCTAssertEqual(file.entries.map(\.comment), ["A\n   B", "C\nD"])
    }

    func testCommentAttachment() throws {
        let text = """
        /* A */ /* B */
        "last of two" = "1";
        /* blank line after */

        "none" = "2";
        /* same line */ "same" = "3"; // trailing
        "after trailing" = "4";
        // between key and value is ignored
        "k" /* ignored */ = /* ignored */ "5";
        /**/
        "empty" = "6";
        /*  two spaces  */
        "spaces" = "7";
        """
        let file = try parse(text)
        XCTAssertEqual(file.entries.map(\.comment),
                       ["B", nil, "same line", "trailing", "between key and value is ignored", "", " two spaces "])
        XCTAssertEqual(file.entries.map(\.line), [2, 5, 6, 7, 9, 11, 13])
    }

    func testUnicodeLineAndParagraphSeparatorsAreSpaceNotLineBreaks() throws {
        let file = try parse("\"a\"\u{2028}=\u{2029}\"b\";\u{2028}\"c\";")
        assertEntries(file.entries, [entry("a", "b", line: 1), entry("c", "c", line: 1)])
    }

    func testLineBreaksCRLFAndCR() throws {
        let file = try parse("/* c */\r\n\"a\" = \"1\";\r\n\r\n\"b\" = \"2\";\r/* d */\r\"c\" = \"3\";")
        XCTAssertEqual(file.entries.map(\.line), [2, 4, 6])
        XCTAssertEqual(file.entries.map(\.comment), ["c", nil, "d"])
    }

    func testEmptyAndCommentOnlyFilesHaveNoEntries() throws {
        for text in ["", "  \n\t\n", "// only a comment", "/* one */\n// two\n", "\u{FEFF}"] {
            let file = try StringsFileReader.parse(Array(text.utf8), path: "t.strings")
            XCTAssertEqual(file.entries, [], "\(text.debugDescription)")
            XCTAssertEqual(file.format, .text)
        }
        let bomOnly = try StringsFileReader.parse([0xFF, 0xFE], path: "t.strings")
        XCTAssertEqual(bomOnly, StringsFile(entries: [], format: .text, encoding: .utf16LittleEndian, hasByteOrderMark: true))
    }

    // MARK: - Property lists

    func testXMLPropertyList() throws {
        let file = try StringsFileReader.read(path: fixture("xml-plist.strings"))
        XCTAssertEqual(file.format, .xmlPropertyList)
        XCTAssertEqual(file.encoding, .utf8)
        XCTAssertFalse(file.hasByteOrderMark)
        assertEntries(file.entries, [
            entry("apple", "Apple \"quoted\"", raw: "apple", "Apple \\\"quoted\\\"", line: 0),
            entry("café", "Café", line: 0),
            entry("line\\break", "one\ntwo", raw: "line\\\\break", "one\\ntwo", line: 0),
            entry("zebra", "Zebra", line: 0),
        ])
    }

    func testXMLPropertyListInUTF16WithoutByteOrderMark() throws {
        let text = try String(contentsOfFile: fixture("xml-plist.strings"), encoding: .utf8)
            .replacingOccurrences(of: "UTF-8", with: "UTF-16")
        let bytes = [UInt8](try XCTUnwrap(text.data(using: .utf16LittleEndian)))
        let file = try StringsFileReader.parse(bytes, path: "t.strings")
        XCTAssertEqual(file.format, .xmlPropertyList)
        XCTAssertEqual(file.encoding, .utf16LittleEndian)
        XCTAssertEqual(file.entries.map(\.key), ["apple", "café", "line\\break", "zebra"])
    }

    func testBinaryPropertyList() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["b": "B", "a": "A\n\"q\"", "é": "😀"], format: .binary, options: 0)
        let file = try StringsFileReader.parse([UInt8](data), path: "t.strings")
        XCTAssertEqual(file.format, .binaryPropertyList)
        XCTAssertEqual(file.encoding, .utf8)
        XCTAssertFalse(file.hasByteOrderMark)
        assertEntries(file.entries, [
            entry("a", "A\n\"q\"", raw: "a", "A\\n\\\"q\\\"", line: 0),
            entry("b", "B", line: 0),
            entry("é", "😀", line: 0),
        ])
    }

    func testPropertyListErrors() throws {
        let array = try PropertyListSerialization.data(fromPropertyList: ["x"], format: .binary, options: 0)
        XCTAssertEqual(parseError([UInt8](array)),
                       StringsFileError(path: "t.strings", line: 0, column: 0,
                                        message: "binary property list is not a dictionary of strings"))
        let number = "<plist><dict><key>k</key><integer>3</integer></dict></plist>"
        XCTAssertEqual(parseError(Array(number.utf8)),
                       StringsFileError(path: "t.strings", line: 0, column: 0,
                                        message: "XML property list: the value for key \"k\" is not a string"))
        let broken = "<?xml version=\"1.0\"?>\n<plist><dict><key>k</key></plist>"
        let error = try XCTUnwrap(parseError(Array(broken.utf8)))
        XCTAssertEqual(error.line, 0)
        XCTAssertTrue(error.message.hasPrefix("invalid XML property list"), error.message)
        let truncated = try XCTUnwrap(parseError(Array("bplist00".utf8)))
        XCTAssertTrue(truncated.message.hasPrefix("invalid binary property list"), truncated.message)
    }

    // MARK: - Errors

    func testUnterminatedString() {
        assertError("\"a\" = \"b\";\n\"c\" = \"d", line: 2, column: 7, "unterminated string; missing closing '\"'")
        assertError("'a' = 'b\\';", line: 1, column: 7, "unterminated string; missing closing \"'\"")
    }

    func testUnterminatedComment() {
        assertError("\"a\" = \"b\";\n  /* never closed\n", line: 2, column: 3, "unterminated comment; missing '*/'")
        assertError("\"a\" = /* b", line: 1, column: 7, "unterminated comment; missing '*/'")
    }

    func testMissingEqualsOrSemicolon() {
        assertError("\"a\" \"b\";", line: 1, column: 5, "expected '=' or ';' after the key \"a\", found '\"'")
        assertError("\"a\" = \"b\"\n\"c\" = \"d\";", line: 2, column: 1, "expected ';' after the value, found '\"'")
        assertError("\"a\" = \"b\"", line: 1, column: 10, "expected ';' after the value, found end of file")
        assertError("key", line: 1, column: 1, "expected '=' or ';' after the key \"key\", found end of file")
    }

    func testMissingSemicolonInFixtureNamesThePath() throws {
        let path = fixture("missing-semicolon.strings")
        XCTAssertThrowsError(try StringsFileReader.read(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path):3:1: error: expected ';' after the value, found '\"'")
        }
    }

    func testMissingValue() {
        assertError("\"a\" = ;", line: 1, column: 7, "expected a value after '=', found ';'")
        assertError("\"a\" =\n  ", line: 2, column: 3, "expected a value after '=', found end of file")
        assertError("\"a\" = {\"b\" = \"c\";};", line: 1, column: 7, "expected a value after '=', found '{'")
    }

    func testUnexpectedCharacter() {
        assertError("{ \"a\" = \"b\"; }", line: 1, column: 1, "unexpected character '{'; expected a key")
        assertError("\"a\" = \"b\";\n\u{1}", line: 2, column: 1, "unexpected character U+0001; expected a key")
        assertError("\"a\";\n\u{FEFF}\"b\";", line: 2, column: 1, "unexpected character U+FEFF; expected a key")
    }

    func testJunkAfterSemicolon() {
        assertError("\"a\" = \"b\"; stray\n", line: 1, column: 12,
                    "expected '=' or ';' after the key \"stray\", found end of file")
        assertError("\"a\" = \"b\"; \"", line: 1, column: 12, "unterminated string; missing closing '\"'")
        assertError("\"a\" = \"b\" = \"c\";", line: 1, column: 11, "expected ';' after the value, found '='")
        assertError("\"a\" = \"b\"; = \"c\";", line: 1, column: 12, "unexpected character '='; expected a key")
        assertError("\"a\" = \"b\";;", line: 1, column: 11, "unexpected character ';'; expected a key")
        assertError("\"a\" = \"b\"; }", line: 1, column: 12, "unexpected character '}'; expected a key")
    }

    func testColumnsCountCharactersAndLinesCountCRLF() {
        assertError("\"é😀\" = \"x\" x;", line: 1, column: 12, "expected ';' after the value, found 'x'")
        assertError("\"a\" = \"b\";\r\n\"c\" = \"d\";\r\n\"e\" = ;", line: 3, column: 7, "expected a value after '=', found ';'")
        assertError("\"a\" = \"b\";\r\"e\" = ;", line: 2, column: 7, "expected a value after '=', found ';'")
        let long = String(repeating: "k", count: 50)
        assertError("\"é\" = \"😀\"; " + long, line: 1, column: 12,
                    "expected '=' or ';' after the key \"\(String(repeating: "k", count: 39))…\", found end of file")
    }

    func testErrorsQuoteKeysOfUpToFortyCharactersInFull() {
        let forty = String(repeating: "k", count: 40)
        assertError("\"a\" = \"b\"; " + forty, line: 1, column: 12,
                    "expected '=' or ';' after the key \"\(forty)\", found end of file")
        assertError("\"a\" = \"b\"; " + forty + "x", line: 1, column: 12,
                    "expected '=' or ';' after the key \"\(String(repeating: "k", count: 39))…\", found end of file")
    }

    func testErrorsNameAnApostropheInDoubleQuotes() {
        assertError("\"a\" = \"b\" 'c';", line: 1, column: 11, "expected ';' after the value, found \"'\"")
        assertError("\"a\" '", line: 1, column: 5, "expected '=' or ';' after the key \"a\", found \"'\"")
    }

    /// A key with a line break in it (mostly a quote left out) is quoted up to the break, so
    /// the message stays on one line (`--diagnostics xcode` and editors read one line each).
    func testErrorsQuoteOnlyTheFirstLineOfAKey() {
        assertError("\"a\" = \"b\";\n\"c\nd\" e", line: 3, column: 4,
                    "expected '=' or ';' after the key \"c…\", found 'e'")
        assertError("\"a\" = \"b\";\n'title:\r\n' x", line: 3, column: 3,
                    "expected '=' or ';' after the key \"title:…\", found 'x'")
    }

    func testErrorsInUTF16FilesUseTheSameLinesAndColumns() throws {
        let text = "\"a\" = \"b\";\n\"é\" = ;"
        let little = [UInt8](try XCTUnwrap(text.data(using: .utf16LittleEndian)))
        let expected = StringsFileError(path: "t.strings", line: 2, column: 7, message: "expected a value after '=', found ';'")
        XCTAssertEqual(parseError([0xFF, 0xFE] + little), expected)
        XCTAssertEqual(parseError(little), expected)
    }

    func testEncodingErrors() {
        let notText = StringsFileError(path: "t.strings", line: 0, column: 0, message: "file is not valid UTF-8 or UTF-16 (invalid byte on line 1)")
        XCTAssertEqual(parseError([0x22, 0xC3, 0x28]), notText)
        XCTAssertEqual(parseError([0x22, 0x0A, 0x0D, 0x22, 0xC3, 0x28]),
                       StringsFileError(path: "t.strings", line: 0, column: 0, message: "file is not valid UTF-8 or UTF-16 (invalid byte on line 3)"))
        // Looks like UTF-16LE (`"a";`) but ends in an unpaired surrogate, and is not UTF-8 either:
        // what is wrong with it as UTF-16 is said, with its line.
        XCTAssertEqual(parseError([0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x3B, 0x00, 0x0A, 0x00, 0x00, 0xD8]),
                       StringsFileError(path: "t.strings", line: 0, column: 0, message: "file is not valid UTF-16LE: unpaired surrogate on line 2"))
        XCTAssertEqual(parseError([0xFF, 0xFE, 0x22]),
                       StringsFileError(path: "t.strings", line: 0, column: 0,
                                        message: "file is not valid UTF-16LE: odd number of bytes"))
        XCTAssertEqual(parseError([0xFE, 0xFF, 0x00, 0x22, 0xDC, 0x00]),
                       StringsFileError(path: "t.strings", line: 0, column: 0,
                                        message: "file is not valid UTF-16BE: unpaired surrogate on line 1"))
        XCTAssertEqual(parseError([0xFE, 0xFF, 0x00, 0x22, 0x00, 0x0A, 0x00, 0x0D, 0x00, 0x22, 0xDC, 0x00]),
                       StringsFileError(path: "t.strings", line: 0, column: 0,
                                        message: "file is not valid UTF-16BE: unpaired surrogate on line 3"))
        XCTAssertEqual(parseError([0xEF, 0xBB, 0xBF, 0xFF]),
                       StringsFileError(path: "t.strings", line: 0, column: 0,
                                        message: "file starts with a UTF-8 byte order mark but is not valid UTF-8"))
    }

    func testUnreadablePaths() throws {
        let missing = fixture("does-not-exist.strings")
        XCTAssertThrowsError(try StringsFileReader.read(path: missing)) { error in
            XCTAssertEqual(error as? StringsFileError,
                           StringsFileError(path: missing, line: 0, column: 0, message: "cannot read file: No such file or directory"))
        }
        let folder = fixture("")
        XCTAssertThrowsError(try StringsFileReader.read(path: folder)) { error in
            XCTAssertEqual(error as? StringsFileError,
                           StringsFileError(path: folder, line: 0, column: 0, message: "cannot read file: it is a folder"))
        }
        // The reason comes from the read itself (here: a device is refused, as for sources).
        XCTAssertThrowsError(try StringsFileReader.read(path: "/dev/null")) { error in
            XCTAssertEqual(error as? StringsFileError,
                           StringsFileError(path: "/dev/null", line: 0, column: 0,
                                            message: "cannot read file: it is a device, not a file"))
        }
        XCTAssertThrowsError(try StringCatalog.read(path: "/dev/zero")) { error in
            XCTAssertEqual(error as? CatalogError,
                           CatalogError(path: "/dev/zero", message: "cannot read file: it is a device, not a file"))
        }
    }

    func testErrorDescription() {
        let error = StringsFileError(path: "a/b.strings", line: 3, column: 14, message: "boom")
        XCTAssertEqual(error.description, "a/b.strings:3:14: error: boom")
    }
}
