import Foundation
import XCTest
@testable import GenstringsKit

/// The JSON layer: strict parsing with positions, and writing in the layout
/// (and key order) of `JSONSerialization` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`.
final class CatalogJSONTests: XCTestCase {
    private func foundationBytes(_ object: Any) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: object,
                                           options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    private func parseError(_ text: String) -> JSONParseError? {
        do {
            _ = try JSONValue.parse(Array(text.utf8))
            return nil
        } catch let error as JSONParseError {
            return error
        } catch {
            XCTFail("unexpected error \(error)")
            return nil
        }
    }

    // MARK: Key order

    static let trickyKeys = [
        "b", "B", "a", "A", "_a", "a_", "-a", "a-", "a1", "a10", "a2", "a01", "a001", "A1", "%@", "%lld", "%1$@",
        "é", "e", "f", "E", "ä", "z", "Z", "item 2", "item10", "item-2", "item_2", " a", "a b", "ab", "a.b", "a/b",
        "zero", "one", "two", "few", "many", "other", "iphone", "ipad", "ipod", "mac", "appletv", "applewatch",
        "applevision", "stringUnit", "state", "value", "variations", "localizations", "substitutions", "comment",
        "extractionState", "shouldTranslate", "argNum", "formatSpecifier", "sourceLanguage", "strings", "version",
        "日本", "中文", "Ω", "ω", "😀", "", ".", ",", "1", "01", "001", "10", "9", "½", "²", "a²", "ß", "ss", "SS",
        "ﬁ", "fi", "ı", "I", "i", "İ", "zh-Hans", "zh-Hant", "zh_Hans", "en", "en-GB", "en-US", "pt-BR", "pt",
        "Hello, %@!", "Hello %@", "hello", "HELLO", "x99999999999999999999", "x100000000000000000000",
    ]

    func testKeyOrderMatchesJSONSerializationOnTrickyKeys() throws {
        var object: [(String, JSONValue)] = []
        var dictionary: [String: Any] = [:]
        for (index, key) in Self.trickyKeys.enumerated() {
            object.append((key, .number(String(index))))
            dictionary[key] = index
        }
        XCTAssertEqual(String(decoding: JSONValue.object(object).serialized(), as: UTF8.self),
                       String(decoding: try foundationBytes(dictionary), as: UTF8.self))
    }

    func testKeyOrderMatchesJSONSerializationOnRandomKeys() throws {
        var generator = CatalogTestRandom(seed: 0x5EED)
        let alphabet = Array("aAbBzZ09 _-.,%@$/\\'\"éÉøß日😀\t".unicodeScalars)
        for _ in 0..<20 {
            try assertKeyOrderMatchesJSONSerialization(keyCount: 60) {
                var key = ""
                for _ in 0..<Int(generator.next() % 6) {
                    key.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
                }
                return key
            }
        }
    }

    /// An object of `keyCount` distinct keys made by `makeKey` (a key made twice is made again)
    /// is serialized with its members in the order `JSONSerialization` gives them.
    private func assertKeyOrderMatchesJSONSerialization(keyCount: Int, _ makeKey: () -> String,
                                                        line: UInt = #line) throws {
        var object: [(String, JSONValue)] = []
        var dictionary: [String: Any] = [:]
        while object.count < keyCount {
            let key = makeKey()
            guard dictionary[key] == nil else { continue }
            dictionary[key] = object.count
            object.append((key, .number(String(object.count))))
        }
        XCTAssertEqual(String(decoding: JSONValue.object(object).serialized(), as: UTF8.self),
                       String(decoding: try foundationBytes(dictionary), as: UTF8.self), line: line)
    }

    func testKeyOrderIsNotByteOrder() {
        let keys = ["b", "B", "a10", "a2", "_x", "A"]
        XCTAssertEqual(keys.sorted(by: JSONKeyOrder.areInIncreasingOrder), ["_x", "A", "a2", "a10", "b", "B"])
        XCTAssertEqual(keys.sorted(), ["A", "B", "_x", "a10", "a2", "b"])
        XCTAssertTrue(JSONKeyOrder.areInIncreasingOrder("a", "A"))
        XCTAssertTrue(JSONKeyOrder.areInIncreasingOrder("a2", "a10"))
        XCTAssertTrue(JSONKeyOrder.areInIncreasingOrder("_a", "-a"))
        XCTAssertTrue(JSONKeyOrder.areInIncreasingOrder("-a", "%@"))
        XCTAssertTrue(JSONKeyOrder.areInIncreasingOrder("%@", "1"))
        XCTAssertTrue(JSONKeyOrder.areInIncreasingOrder("9", "10"))
        XCTAssertTrue(JSONKeyOrder.areInIncreasingOrder("Same", "settings"))
        XCTAssertTrue(JSONKeyOrder.areInIncreasingOrder("é", "f"))
        XCTAssertFalse(JSONKeyOrder.areInIncreasingOrder("b", "B") && JSONKeyOrder.areInIncreasingOrder("B", "b"))
    }

    /// Keys with runs of over 100 characters without a space (compared by CoreFoundation over
    /// their decomposed units, see `LocalizedComparison`) are ordered as `JSONSerialization`
    /// orders them.
    func testKeyOrderOfLongWordsMatchesJSONSerialization() throws {
        var generator = CatalogTestRandom(seed: 0x10A6)
        let alphabet = Array("aAbBzZ09_-.,%@$/éÉøß日😀".unicodeScalars)
        for _ in 0..<20 {
            let shared = String(String.UnicodeScalarView((0..<120).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
            try assertKeyOrderMatchesJSONSerialization(keyCount: 30) {
                var key = generator.next() % 2 == 0 ? shared : ""
                for _ in 0..<Int(generator.next() % 130) {
                    key.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
                }
                return key
            }
        }
    }

    // MARK: Layout

    func testEmptyContainersAndNestingLayout() throws {
        let value = JSONValue.object([
            ("strings", .object([])),
            ("list", .array([])),
            ("nested", .object([("inner", .object([])), ("items", .array([.number("1"), .bool(false), .null]))])),
        ])
        let expected = """
            {
              "list" : [

              ],
              "nested" : {
                "inner" : {

                },
                "items" : [
                  1,
                  false,
                  null
                ]
              },
              "strings" : {

              }
            }
            """
        XCTAssertEqual(String(decoding: value.serialized(), as: UTF8.self), expected)
        let foundation: [String: Any] = ["strings": [String: Any](), "list": [Any](),
                                         "nested": ["inner": [String: Any](), "items": [1, false, NSNull()] as [Any]]]
        XCTAssertEqual(value.serialized(), try foundationBytes(foundation))
        XCTAssertEqual(JSONValue.object([]).serialized(), Array("{\n\n}".utf8))
    }

    func testStringEscapingMatchesJSONSerialization() throws {
        var text = "a/b \"q\" back\\slash é 日本 😀 \u{7F} \u{2028} \u{FEFF}"
        for scalar in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        let ours = JSONValue.object([("k/\"\n", .string(text))]).serialized()
        XCTAssertEqual(String(decoding: ours, as: UTF8.self),
                       String(decoding: try foundationBytes(["k/\"\n": text]), as: UTF8.self))
        XCTAssertTrue(String(decoding: ours, as: UTF8.self).contains(#"\u001f"#))
        XCTAssertTrue(String(decoding: ours, as: UTF8.self).contains("a/b"))
    }

    func testNumbersKeepTheirSourceText() throws {
        let text = "[\n  -0.50,\n  1e3,\n  12345678901234567890123\n]"
        XCTAssertEqual(String(decoding: try JSONValue.parse(Array(text.utf8)).serialized(), as: UTF8.self), text)
    }

    // MARK: Parsing

    func testParsesEscapesAndKeepsMemberOrder() throws {
        let value = try JSONValue.parse(Array(#" { "z" : "\u00e9\ud83d\ude00\/\n\"" , "a" : [true, null, -1.5e-3] } "#.utf8))
        XCTAssertEqual(value, .object([
            ("z", .string("é😀/\n\"")),
            ("a", .array([.bool(true), .null, .number("-1.5e-3")])),
        ]))
    }

    func testKeysDifferingOnlyInNormalizationAreNotDuplicates() throws {
        let value = try JSONValue.parse(Array("{\"\u{E9}\":1,\"e\u{301}\":2}".utf8))
        XCTAssertEqual(value.objectMembers?.count, 2)
        XCTAssertEqual(value["e\u{301}"], .number("2"))
    }

    func testDuplicateKeyReportsLineAndColumnOfSecondKey() {
        let error = parseError("{\n  \"x\" : 1,\n  \"y\" : { \"x\" : 2 },\n    \"x\" : 3\n}")
        XCTAssertEqual(error, JSONParseError(line: 4, column: 5, message: "duplicate key \"x\""))
    }

    func testTrailingCommaInObject() {
        XCTAssertEqual(parseError("{\n  \"a\" : 1,\n}"),
                       JSONParseError(line: 2, column: 10, message: "trailing comma in object"))
    }

    func testTrailingCommaInArray() {
        XCTAssertEqual(parseError("[1, 2,  ]"), JSONParseError(line: 1, column: 6, message: "trailing comma in array"))
    }

    func testColumnsCountUnicodeScalars() {
        XCTAssertEqual(parseError("{\"日本😀\" : tru}"),
                       JSONParseError(line: 1, column: 10, message: "invalid literal \"tru\""))
    }

    func testOtherSyntaxErrors() {
        let cases: [(String, JSONParseError)] = [
            ("{\"a\" : \"abc", .init(line: 1, column: 8, message: "unterminated string")),
            ("{\"a\" : \"ab\nc\"}", .init(line: 1, column: 8, message: "unterminated string")),
            ("[\"a\\x\"]", .init(line: 1, column: 4, message: "invalid escape sequence \"\\x\" in string")),
            ("[\"\\u12G4\"]", .init(line: 1, column: 3, message: "invalid \\u escape in string: expected 4 hexadecimal digits")),
            ("[\"\\ud800\"]", .init(line: 1, column: 3, message: "unpaired surrogate \\uD800 in string")),
            ("[\"\\udc00\"]", .init(line: 1, column: 3, message: "unpaired surrogate \\uDC00 in string")),
            ("[\"a\tb\"]", .init(line: 1, column: 4, message: "unescaped control character U+0009 in string")),
            ("[nul]", .init(line: 1, column: 2, message: "invalid literal \"nul\"")),
            ("[True]", .init(line: 1, column: 2, message: "invalid literal \"True\"")),
            ("[01]", .init(line: 1, column: 2, message: "invalid number \"01\"")),
            ("[1.]", .init(line: 1, column: 2, message: "invalid number \"1.\"")),
            ("[-]", .init(line: 1, column: 2, message: "invalid number \"-\"")),
            ("{} x", .init(line: 1, column: 4, message: "unexpected 'x' after the end of the JSON value")),
            ("{}\n}", .init(line: 2, column: 1, message: "unexpected '}' after the end of the JSON value")),
            ("", .init(line: 1, column: 1, message: "unexpected end of input, expected a value")),
            ("{\"a\" 1}", .init(line: 1, column: 6, message: "expected ':' after key \"a\", found '1'")),
            ("{\"a\" : 1 \"b\" : 2}", .init(line: 1, column: 10, message: "expected ',' or '}' in object, found '\"'")),
            ("{a : 1}", .init(line: 1, column: 2, message: "expected a string key in object, found 'a'")),
            ("[1 2]", .init(line: 1, column: 4, message: "expected ',' or ']' in array, found '2'")),
            ("[1,", .init(line: 1, column: 4, message: "unexpected end of input, expected a value")),
            ("// c\n{}", .init(line: 1, column: 1, message: "unexpected '/', expected a value")),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(parseError(text), expected, text)
        }
    }

    func testInvalidUTF8IsRejected() {
        XCTAssertThrowsError(try JSONValue.parse([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])) { error in
            XCTAssertEqual(error as? JSONParseError, JSONParseError(line: 1, column: 2, message: "invalid UTF-8 in string"))
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(parseError(text)?.message, "nesting deeper than 512 levels")
    }
}

/// A small deterministic random number generator for reproducible tests.
struct CatalogTestRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
