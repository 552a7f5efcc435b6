import Foundation
import XCTest
@testable import GenstringsKit

/// `.strings` tables → catalog (migration) and catalog → `.strings` tables
/// and `.stringsdict` property lists.
final class CatalogConversionTests: XCTestCase {
    func testCatalogFromTables() throws {
        let catalog = CatalogConversion.catalog(fromTables: [
            LanguageTable(language: "de", entries: [
                .init(key: "Hello", value: "Hallo", comment: "Greeting (German table)"),
                .init(key: "settings.title", value: "Einstellungen", comment: "Settings title"),
                .init(key: "Bye", value: "Bye"),
                .init(key: "Only in de", value: "Nur auf Deutsch", comment: "German only"),
            ]),
            LanguageTable(language: "en", entries: [
                .init(key: "Hello", value: "Hello", comment: "Greeting"),
                .init(key: "settings.title", value: "Settings", comment: "Settings title"),
                .init(key: "Bye", value: "Bye"),
            ]),
            LanguageTable(language: "fr", entries: [
                .init(key: "Hello", value: "Bonjour"),
                .init(key: "Hello", value: "Salut"),
            ]),
        ], sourceLanguage: "en")
        try CatalogFixtures.assertBytes(catalog.serialized(), equalFixture: "migrated.xcstrings")
    }

    func testTablesFromCatalog() throws {
        let catalog = try CatalogFixtures.catalog("full.xcstrings")
        let (strings, stringsdict) = CatalogConversion.tables(from: catalog)
        let menuComment = "Menu title with \"quotes\", a tab\tand a new\nline"
        XCTAssertEqual(strings, [
            LanguageTable(language: "en", entries: [
                .init(key: "", value: ""),
                .init(key: "%@ / %@", value: "%@ / %@"),
                .init(key: "%lld files in %lld folders", value: "%lld files in %lld folders", comment: "Folder summary"),
                .init(key: "Café", value: "Café", comment: menuComment),
                .init(key: "Delete", value: "Delete"),
                .init(key: "greeting", value: "Hello and/or welcome", comment: "Shown on launch"),
                .init(key: "Old button", value: "Old button"),
                .init(key: "url", value: "https://example.com/a/b", comment: "https://example.com/path"),
            ]),
            LanguageTable(language: "de", entries: [
                .init(key: "Delete", value: "Löschen"),
                .init(key: "greeting", value: "Hallo und/oder willkommen", comment: "Shown on launch"),
            ]),
            LanguageTable(language: "fr", entries: [.init(key: "Old button", value: "Ancien bouton")]),
            LanguageTable(language: "ja", entries: [.init(key: "Café", value: "カフェ", comment: menuComment)]),
            LanguageTable(language: "ru", entries: []),
        ])
        XCTAssertEqual(Set(stringsdict.keys), ["en", "de", "ru"])
        for language in ["en", "de", "ru"] {
            try CatalogFixtures.assertBytes(try XCTUnwrap(stringsdict[language]), equalFixture: "full.\(language).stringsdict")
        }
    }

    /// The stringsdict fixtures are in CoreFoundation's XML layout: reading
    /// and writing them with PropertyListSerialization changes nothing.
    func testStringsdictFixturesAreInPropertyListSerializationLayout() throws {
        for language in ["en", "de", "ru"] {
            let bytes = try CatalogFixtures.bytes("full.\(language).stringsdict")
            let plist = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            let rewritten = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            XCTAssertEqual(String(decoding: rewritten, as: UTF8.self), String(decoding: bytes, as: UTF8.self), language)
        }
    }

    func testPropertyListWriterMatchesPropertyListSerialization() throws {
        let ours = PropertyListValue.dictionary([
            ("b & <c>", .string("x < y & z > w \"q\" 'a' é 😀")),
            ("B", .dictionary([])),
            ("a", .dictionary([("Z", .string("")), ("_", .string("1")), ("é", .string("2")), ("z", .string("3")),
                               ("😀", .string("4")), ("\u{FF5A}", .string("5"))])),
            ("NSStringLocalizedFormatKey", .string("%#@value@")),
        ])
        let foundation: [String: Any] = [
            "b & <c>": "x < y & z > w \"q\" 'a' é 😀",
            "B": [String: Any](),
            "a": ["Z": "", "_": "1", "é": "2", "z": "3", "😀": "4", "\u{FF5A}": "5"],
            "NSStringLocalizedFormatKey": "%#@value@",
        ]
        let expected = try PropertyListSerialization.data(fromPropertyList: foundation, format: .xml, options: 0)
        XCTAssertEqual(String(decoding: ours.xmlDocument(), as: UTF8.self), String(decoding: expected, as: UTF8.self))
    }

    func testRoundTripThroughTables() throws {
        let tables = [
            LanguageTable(language: "en", entries: [.init(key: "a", value: "A text", comment: "c"), .init(key: "b", value: "b")]),
            LanguageTable(language: "de", entries: [.init(key: "a", value: "A Text", comment: "c"), .init(key: "b", value: "B")]),
        ]
        let (back, stringsdict) = CatalogConversion.tables(from: CatalogConversion.catalog(fromTables: tables, sourceLanguage: "en"))
        XCTAssertEqual(back, tables)
        XCTAssertEqual(stringsdict, [:])
    }

    func testFirstNumericConversion() {
        XCTAssertEqual(StringsDictBuilder.firstNumericConversion("%lld items"), "lld")
        XCTAssertEqual(StringsDictBuilder.firstNumericConversion("%@ has %d"), "d")
        XCTAssertEqual(StringsDictBuilder.firstNumericConversion("100%% %#@n@ %1$.2f"), "f")
        XCTAssertEqual(StringsDictBuilder.firstNumericConversion("%lu"), "lu")
        XCTAssertNil(StringsDictBuilder.firstNumericConversion("no numbers %@"))
    }
}
