import XCTest
@testable import GenstringsKit

final class OptionsParserTests: XCTestCase {
    func testGenstringsSpellings() throws {
        let o = try OptionsParser.parse(["-a", "-q", "-u", "-s", "My", "-s", "Other", "-skipTable", "T", "-o", "out",
                                         "-noPositionalParameters", "-bigEndian", "-SwiftUI", "a.m", "b.swift"])
        XCTAssertTrue(o.append && o.quiet && o.decodeUnicodeEscapes && o.extraction.swiftUI)
        XCTAssertFalse(o.positionalParameters)
        XCTAssertEqual(o.extraction.routines, ["My", "Other"])
        XCTAssertEqual(o.skipTables, ["T"])
        XCTAssertEqual(o.outputDirectory, "out")
        XCTAssertEqual(o.outputEncoding, .utf16BigEndian)
        XCTAssertEqual(o.inputs, ["a.m", "b.swift"])
    }

    func testEncodings() throws {
        XCTAssertEqual(try OptionsParser.parse(["-macRoman", "a.m"]).sourceEncoding, .named("macintosh", .macOSRoman))
        XCTAssertEqual(try OptionsParser.parse(["-d", "a.m"]).sourceEncoding, .detect)
        XCTAssertEqual(try OptionsParser.parse(["-encoding", "ISO-8859-1", "a.m"]).sourceEncoding, .named("ISO-8859-1", .isoLatin1))
        XCTAssertThrowsError(try OptionsParser.parse(["-encoding", "klingon", "a.m"])) { error in
            XCTAssertEqual("\(error)", "unknown string encoding 'klingon'")
        }
        // Charsets Foundation has no constant for, named by CoreFoundation's numbers: the two
        // bytes C4 E3 in each.
        for (name, text) in [("GB2312", "\u{4F60}"), ("gbk", "\u{4F60}"), ("koi8-r", "\u{434}\u{426}"), ("ISO-8859-15", "\u{C4}\u{E3}"),
                             ("windows-1257", "\u{C4}\u{107}"), ("iso-8859-7", "\u{394}\u{3B3}")] {
            let encoding = try OptionsParser.parse(["-encoding", name, "a.m"]).sourceEncoding
            guard case .success(let decoded) = SourceReader.decode([0xC4, 0xE3], path: "a.m", encoding: encoding) else {
                XCTFail("\(name) did not decode")
                continue
            }
            XCTAssertEqual(String(decoding: decoded.bytes[decoded.start...], as: UTF8.self), text, name)
        }
        #if os(Linux)
        // swift-corelibs-foundation has no EUC-JP converter: refused at once, not file by file.
        XCTAssertThrowsError(try OptionsParser.parse(["-encoding", "EUC-JP", "a.m"])) { error in
            XCTAssertEqual("\(error)", "string encoding 'EUC-JP' is not available on this system")
        }
        #endif
        XCTAssertEqual(try OptionsParser.parse(["--output-encoding=utf8", "a.m"]).outputEncoding, .utf8)
        XCTAssertEqual(try OptionsParser.parse(["a.m"], environment: ["GENSTRINGS_OUTPUT_BYTE_ORDER": "bigEndian"]).outputEncoding, .utf16BigEndian)
    }

    func testUsageErrors() {
        XCTAssertThrowsError(try OptionsParser.parse([]))
        XCTAssertThrowsError(try OptionsParser.parse(["-o"]))
        XCTAssertThrowsError(try OptionsParser.parse(["-bigEndian", "-littleEndian", "a.m"]))
        XCTAssertThrowsError(try OptionsParser.parse(["--nope", "a.m"]))
        XCTAssertThrowsError(try OptionsParser.parse(["-s", "not an identifier", "a.m"]))
        XCTAssertThrowsError(try OptionsParser.parse(["--diagnostics", "json", "a.m"]))
    }

    /// Modes exclude each other whatever their order; an option's value is not the next
    /// option; empty values and `--xcstrings` with a mode it does not have are refused.
    func testConflictsAndMissingValues() {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try OptionsParser.parse(arguments)
                return nil
            } catch {
                return (error as? UsageError)?.message
            }
        }
        XCTAssertEqual(message(["--check", "--merge", "a.m"]), "--check and --merge cannot be combined")
        XCTAssertEqual(message(["--merge", "--check", "a.m"]), "--merge and --check cannot be combined")
        XCTAssertEqual(message(["--print", "--convert-to-strings", "a.m"]), "--print and --convert-to-strings cannot be combined")
        XCTAssertEqual(message(["--source-language", "-o", "out", "a.m"]), "option --source-language needs a value")
        XCTAssertEqual(message(["-o", "--check", "a.m"]), "option -o needs a value")
        XCTAssertEqual(message(["-o", "", "a.m"]), "the value of option -o must not be empty")
        XCTAssertEqual(message(["--source-language=", "a.m"]), "the value of option --source-language must not be empty")
        XCTAssertEqual(message(["--source-language", "en us", "a.m"]),
                       "--source-language takes a language code such as en or pt-BR, not 'en us'")
        XCTAssertEqual(message(["--xcstrings", "--merge", "a.m"]), "--xcstrings goes with the default mode or --check, not --merge")
        XCTAssertEqual(message(["--xcstrings", "-a", "a.m"]), "-a cannot be combined with --xcstrings")
        XCTAssertEqual(message(["-a", "--convert-to-strings", "x.xcstrings"]), "-a cannot be combined with --convert-to-strings")
        XCTAssertEqual(message(["--xcstrings", "-bigEndian", "a.m"]),
                       "--xcstrings writes catalogs, which are UTF-8 JSON: -bigEndian, -littleEndian and --output-encoding do not apply")
        XCTAssertEqual(message(["--source-language", "fr", "a.m"]), "--source-language goes with --xcstrings or --convert-to-xcstrings")
        // An option of one value given twice: the same value is fine, another is an error.
        XCTAssertEqual(message(["-o", "en.lproj", "a.m", "-o", "fr.lproj"]), "-o given twice with different values ('en.lproj' and 'fr.lproj')")
        XCTAssertEqual(try OptionsParser.parse(["-o", "out", "-o", "out", "a.m"]).outputDirectory, "out")
        XCTAssertEqual(try OptionsParser.parse(["-o", "out", "-o", "./out/", "a.m"]).outputDirectory, "./out/")
        XCTAssertEqual(message(["--output-encoding", "utf8", "--output-encoding=utf16le", "a.m"]),
                       "--output-encoding given twice with different values ('utf8' and 'utf16le')")
        XCTAssertEqual(try OptionsParser.parse(["--output-encoding", "utf8", "--output-encoding=UTF-8", "a.m"]).outputEncoding, .utf8)
        XCTAssertEqual(message(["--diagnostics", "xcode", "--diagnostics", "genstrings", "a.m"]),
                       "--diagnostics given twice with different values ('xcode' and 'genstrings')")
        XCTAssertEqual(message(["--xcstrings", "--source-language", "en", "--source-language", "fr", "a.m"]),
                       "--source-language given twice with different values ('en' and 'fr')")
        for code in ["en", "tlh", "pt-BR", "zh-Hans", "es-419"] {
            XCTAssertEqual(try OptionsParser.parse(["--xcstrings", "--source-language", code, "a.m"]).sourceLanguage, code)
        }
        XCTAssertEqual(message(["--xcstrings", "--source-language", "en_GB", "a.m"]),
                       "--source-language takes a language code such as en or pt-BR, not 'en_GB' (write en-GB)")
        for bad in ["klingon", "1", "e", "en-", "en-G"] {
            XCTAssertEqual(message(["--xcstrings", "--source-language", bad, "a.m"]),
                           "--source-language takes a language code such as en or pt-BR, not '\(bad)'", bad)
        }
        XCTAssertEqual(message(["--print", "--output-encoding", "utf8", "a.strings"]),
                       "--print writes no .strings table: -bigEndian, -littleEndian and --output-encoding do not apply")
        XCTAssertEqual(message(["-littleEndian", "--convert-to-xcstrings", "fr.lproj"]),
                       "--convert-to-xcstrings writes no .strings table: -bigEndian, -littleEndian and --output-encoding do not apply")
        XCTAssertEqual(try OptionsParser.parse(["--xcstrings", "a.m"], environment: ["GENSTRINGS_OUTPUT_BYTE_ORDER": "bigEndian"]).xcstrings, true)
        // Options that choose source files are refused by the modes that read none, rather than
        // ignored (a missing list went unnoticed).
        XCTAssertEqual(message(["--print", "--files-from", "l.txt"]), "--files-from lists source files; it cannot be combined with --print")
        XCTAssertEqual(message(["--convert-to-xcstrings", "fr.lproj", "--exclude", "x"]),
                       "--exclude leaves out source files; it cannot be combined with --convert-to-xcstrings")
        XCTAssertEqual(try OptionsParser.parse(["--check", "--check", "a.m"]).mode, .check)
        XCTAssertEqual(message(["-encoding", "utf-16", "-macRoman", "a.m"]), "-encoding utf-16 and -macRoman cannot be combined")
        XCTAssertEqual(message(["-d", "-encoding", "latin1", "a.m"]), "-d and -encoding latin1 cannot be combined")
        XCTAssertEqual(try OptionsParser.parse(["-encoding", "MACINTOSH", "-macRoman", "a.m"]).sourceEncoding, .macRoman)
        XCTAssertEqual(try OptionsParser.parse(["-d", "-d", "a.m"]).sourceEncoding, .detect)
        XCTAssertEqual(try OptionsParser.parse(["--files-from", "-", "-o", "./-out"]).filesFrom, ["-"])
        // A list's files are scanned where the list is named.
        XCTAssertEqual(try OptionsParser.parse(["a.m", "--files-from", "l1", "b.m", "--files-from=l2"]).filesFromPositions, [1, 2])
        XCTAssertEqual(try OptionsParser.parse(["--source-language", "pt-BR", "--xcstrings", "--check", "a.m"]).sourceLanguage, "pt-BR")
        // An option that takes no value is not silently given one: `--strict=false` is not `--strict`.
        XCTAssertEqual(message(["--strict=false", "a.m"]), "option --strict takes no value")
        XCTAssertEqual(message(["--exit-zero=", "a.m"]), "option --exit-zero takes no value")
        XCTAssertEqual(message(["--check=yes", "a.m"]), "option --check takes no value")
        XCTAssertEqual(message(["--swiftui=1", "a.m"]), "option --swiftui takes no value")
        // `--print=FILE` and the conversions' `=FOLDER` give their first input.
        XCTAssertEqual(try OptionsParser.parse(["--print=a.strings", "b.strings"]).inputs, ["a.strings", "b.strings"])
        XCTAssertEqual(try OptionsParser.parse(["--convert-to-xcstrings=en.lproj", "-o", "out"]).inputs, ["en.lproj"])
        XCTAssertEqual(message(["--print=", "a.strings"]), "the value of option --print must not be empty")
        // Every long option of the usage: one shown with a value (or inputs) takes `=value`, any other refuses it.
        let lines = OptionsParser.usage.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var checked = 0
        for line in lines where line.hasPrefix("-") {
            for spelling in line.components(separatedBy: "  ")[0].components(separatedBy: ", ") {
                let words = spelling.split(separator: " ")
                guard let name = words.first, name.hasPrefix("--") else { continue }
                checked += 1
                let error = message(["\(name)=x", "a.m"])
                if words.count > 1 {
                    XCTAssertNotEqual(error, "option \(name) takes no value", "\(name)")
                } else {
                    XCTAssertEqual(error, "option \(name) takes no value", "\(name)")
                }
            }
        }
        XCTAssertEqual(checked, 18)
    }

    /// An explicit `--output-encoding` wins over `GENSTRINGS_OUTPUT_BYTE_ORDER`.
    func testOutputEncodingOptionBeatsEnvironment() throws {
        let environment = ["GENSTRINGS_OUTPUT_BYTE_ORDER": "bigEndian"]
        XCTAssertEqual(try OptionsParser.parse(["--output-encoding", "utf8", "a.m"], environment: environment).outputEncoding, .utf8)
        XCTAssertEqual(try OptionsParser.parse(["--output-encoding", "utf16le", "a.m"], environment: environment).outputEncoding,
                       .utf16LittleEndian)
    }

    /// `GENSTRINGS_OUTPUT_BYTE_ORDER` end to end: `bigEndian` writes `FE FF` and big-endian
    /// text, `littleEndian` and `-littleEndian` write `FF FE`, and `-a` keeps the order of the
    /// file it appends to.
    func testEnvironmentByteOrderEndToEnd() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("NSLocalizedString(@\"reef\", @\"Reef\");\n".utf8).write(to: dir.appendingPathComponent("Reef.m"))
        let table = dir.appendingPathComponent("Localizable.strings")
        let text = "/* Reef */\n\"reef\" = \"reef\";\n\n"
        let big = Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        let little = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        func run(_ options: [String], order: String) throws -> Data {
            let result = runTool(options + ["-o", dir.path, "Reef.m"], in: dir,
                                 environment: ["GENSTRINGS_OUTPUT_BYTE_ORDER": order])
            XCTAssertEqual(result.status, 0, result.err)
            return try Data(contentsOf: table)
        }
        XCTAssertEqual(try run([], order: "bigEndian"), big)
        XCTAssertEqual(try run([], order: "littleEndian"), little)
        XCTAssertEqual(try run(["-littleEndian"], order: "bigEndian"), little)
        // Appended to the little-endian table just written, in its order.
        XCTAssertEqual(try run(["-a"], order: "bigEndian"), little + text.data(using: .utf16LittleEndian)!)
    }

    func testKeepUnusedGoesWithMerge() {
        XCTAssertThrowsError(try OptionsParser.parse(["--keep-unused", "a.m"])) { error in
            XCTAssertEqual("\(error)", "--keep-unused goes with --merge")
        }
        XCTAssertThrowsError(try OptionsParser.parse(["--check", "--keep-unused", "a.m"]))
    }

    /// A routine name is an identifier: not one that starts with a digit.
    func testRoutineNameStartingWithADigitIsRefused() {
        XCTAssertThrowsError(try OptionsParser.parse(["-s", "9Tr", "a.m"])) { error in
            XCTAssertEqual("\(error)", "routine name '9Tr' is not an identifier")
        }
        XCTAssertNoThrow(try OptionsParser.parse(["-s", "Tr9", "a.m"]))
    }

    /// IANA names are often written with `_` (`ISO_8859-1`, `Shift_JIS`); `-encoding` takes them
    /// as the `-` spellings.
    func testEncodingNamesWithUnderscores() throws {
        XCTAssertEqual(try OptionsParser.parse(["-encoding", "ISO_8859-1", "a.m"]).sourceEncoding,
                       .named("ISO_8859-1", .isoLatin1))
        XCTAssertEqual(SourceEncoding.named("iso_latin_1"), .named("iso_latin_1", .isoLatin1))
    }
}
