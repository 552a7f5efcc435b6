import Foundation
import XCTest
@testable import GenstringsKit

/// What the tool writes it must read again: on random sources made of call pieces, literals
/// and comments, every table written parses, `--check` right after finds it up to date,
/// `--merge` leaves it byte for byte, and a catalog written is up to date for
/// `--xcstrings --check`. (This found a comment holding `*/` and a quote inside a Swift
/// interpolation, which made tables unreadable.)
final class RoundTripTests: XCTestCase {
    static let objcPieces = [
        "NSLocalizedString(", "NSLocalizedStringFromTable(", "NSLocalizedStringWithDefaultValue(", "CFCopyLocalizedString(",
        "MyLoc(", "(", ")", ")", "[", "]", "{", "}", "@\"k\"", "@\"K\"", "@\"key %@\"", "\"c\"", ", ", ", ", "nil", "foo",
        " name_", "// c\n", "/* ( */", "\n", "\r\n", "@\"un", "'('", "@\"x\" @\"y\"", " + ", ";\n", "#define X ", "CFSTR(\"q\")",
        "@\"a\\\"b\"", "\"\\u00e9\"", "@\"\\\\\"", "R\"x(raw\"q)x\"", "@\"%d %@ %1$s\"", "\"tab\\t\"", "\\\n", "@\"\\U0022\"",
        "@\"c */ d\"", "é", "🙂", "\t", "@\"Table\"", "@\"%@%\"",
    ]
    static let swiftPieces = [
        "NSLocalizedString(", "MyLoc(", "Text(", "String(localized: ", "(", ")", ")", "[", "]", "{", "}", "\"k\"", "\"K\"",
        "\"a\\(b)c\"", "\"\\(NSLocalizedString(\"i\", comment: \"j\"))\"", "comment: ", "tableName: ", "value: ", ", ", ", ",
        "nil", "foo", " name_", "// c\n", "/* ( */", "\n", "\"\"\"\nml \"q\" \\(x)\n\"\"\"", "#\"r\"q\"#", "##\"r\\#(x)\"##",
        " + ", " ? ", " : ", "\"\\u{e9}\"", "\"%d %@\"", "\"\\(x ?? \"none\")\"", "\"\\(f(\"a\\\\\"))\"", "\"\\\\\"",
        "\"a */ b\"", "\"\\(v)%\"", "é", "\t", "\r\n",
    ]

    func testWrittenTablesReadBackUpToDate() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        for round in 0..<300 {
            let swift = round % 2 == 1
            let pieces = swift ? Self.swiftPieces : Self.objcPieces
            let text = (0..<(10 + random(150))).map { _ in pieces[random(pieces.count)] }.joined()
            let dir = try Paths.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let source = swift ? "a.swift" : "a.m"
            try Data(text.utf8).write(to: dir.appendingPathComponent(source))
            for folder in ["out", "xc"] {
                try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            var options = ["-SwiftUI", "--modern-swift", "-s", "MyLoc", "-q"]
            if round % 3 == 0 { options.append("-u") }
            if round % 5 == 0 { options += ["--output-encoding", "utf8"] }
            let context = "round \(round): \(text)"

            _ = runTool(options + ["-o", "out", source], in: dir)
            let written = filesBelow(dir.appendingPathComponent("out"))
            for name in written.keys {
                XCTAssertNoThrow(try StringsFileReader.read(path: dir.appendingPathComponent("out/\(name)").path), context)
            }
            if !written.isEmpty {
                let check = runTool(options + ["--check", "-o", "out", source], in: dir)
                XCTAssertFalse(check.out.contains("out of date") || check.out.contains("missing"), "\(context)\n\(check.out)")
                _ = runTool(options + ["--merge", "-o", "out", source], in: dir)
                XCTAssertEqual(filesBelow(dir.appendingPathComponent("out")), written, context)
            }
            _ = runTool(options + ["--xcstrings", "-o", "xc", source], in: dir)
            if !filesBelow(dir.appendingPathComponent("xc")).isEmpty {
                let check = runTool(options + ["--xcstrings", "--check", "-o", "xc", source], in: dir)
                XCTAssertFalse(check.out.contains("out of date") || check.out.contains("missing"), "\(context)\n\(check.out)")
            }
        }
    }
}
