import Foundation
import XCTest
@testable import GenstringsKit

/// Inputs that must neither crash nor hang the tool, and output that must never be damaged.
final class RobustnessTests: XCTestCase {
    /// A large table is made in parts on several threads (see `Driver.writeTables`): its
    /// bytes and its warnings are those of the table made whole, and the tables beside it are
    /// written too.
    func testLargeTableMadeInPartsIsTheTableMadeWhole() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var source = ""
        for i in 0..<1_300 {
            // Keys that differ only in case (ordered as genstrings' dictionary), keys used with
            // several comments (a warning each, in key order), and small tables beside: more
            // keys than a quarter of the large table's, so that some of them are made after its
            // parts, or while its order is worked out (`writeTables`).
            source += "NSLocalizedString(@\"Key \(i % 650)\", @\"Comment \(i % 650 % 5 == 0 ? i / 650 : 0)\");\n"
            if i % 50 == 0 { source += "NSLocalizedString(@\"key \(i)\", nil);\n" }
            if i % 4 == 0 { source += "NSLocalizedStringFromTable(@\"k\(i)\", @\"Small\(i / 4 % 12)\", nil);\n" }
        }
        try source.write(to: dir.appendingPathComponent("big.m"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: false)
        let result = runTool(["-o", "out", "big.m"], in: dir)
        XCTAssertEqual(result.status, 0, result.err)
        let (tables, diagnostics) = Coalescer.coalesce(extract(source, file: "big.m").entries)
        XCTAssertEqual(tables.map(\.name), ["Localizable"] + (0..<12).map { "Small\($0)" }.sorted())
        XCTAssertGreaterThan(tables[0].entries.count, 2 * Driver.partKeys)
        for table in tables {
            let written = try Data(contentsOf: dir.appendingPathComponent("out/\(table.name).strings"))
            XCTAssertEqual([UInt8](written), OutputEncoding.utf16LittleEndian.encode(StringsWriter().text(of: table)), table.name)
        }
        XCTAssertGreaterThan(diagnostics.count, 100)
        XCTAssertEqual(result.err, diagnostics.map { DiagnosticRenderer.render($0, style: .genstrings) + "\n" }.joined())
    }

    func testTwentyMegabyteSingleLine() {
        var line = String(repeating: "x = y + \"text\"; /* c */ ", count: 20 * 1024 * 1024 / 24)
        line += #"NSLocalizedString(@"end.of.line", @"After 20 MB")"#
        let result = extract(line)
        XCTAssertEqual(result.entries.map(\.key), ["end.of.line"])
        XCTAssertEqual(result.entries.first?.line, 1)
    }

    func testHundredThousandNestedParentheses() {
        let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        let source = "NSLocalizedString(\(deep), @\"k\");\nNSLocalizedString(@\"after\", @\"c\");\n"
        let result = extract(source)
        XCTAssertEqual(result.entries.map(\.key), ["after"])
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.line, 1)
        let unclosed = extract("NSLocalizedString(@\"k\", " + String(repeating: "(", count: 100_000))
        XCTAssertTrue(unclosed.entries.isEmpty)
        XCTAssertEqual(unclosed.diagnostics.first?.message, "Call is not closed before the end of the file.")
    }

    /// A run of unclosed calls, each of which would read to the end of the file (or of its
    /// comment): every call is still reported at its own line (in a comment, ignored), and a
    /// closed call among or after them still gives its entry.
    func testRunsOfUnclosedCalls() {
        let lines = String(repeating: "NSLocalizedString(@\"k\", @\"c\"\n", count: 3_000)
        let run = extract(lines + "NSLocalizedString(@\"closed\", @\"c\");\n" + lines + String(repeating: "int x;\n", count: 1_000))
        XCTAssertEqual(run.entries.map(\.key), ["closed"])
        XCTAssertEqual(run.diagnostics.map(\.line), Array(1...3_000) + Array(3_002...6_001))
        XCTAssertEqual(Set(run.diagnostics.map(\.message)), ["Call is not closed before the end of the file."])
        let nested = extract("x = " + String(repeating: "NSLocalizedString(", count: 20_000) + "\ny = NSLocalizedString(@\"after\", nil);\n")
        XCTAssertEqual(nested.entries.map(\.key), ["after"])
        XCTAssertEqual(nested.diagnostics.count, 20_000)
        let comment = extract("// " + String(repeating: "NSLocalizedString(", count: 20_000) + "\nNSLocalizedString(@\"after\", nil);\n")
        XCTAssertEqual(comment.entries.map(\.key), ["after"])
        XCTAssertEqual(comment.diagnostics, [])
    }

    /// Calls nested in each other's arguments: each is parsed after the one around it, and skips
    /// the groups that parse already walked (without that, 20,000 levels took 22 s).
    func testDeeplyNestedClosedCalls() {
        let depth = 20_000
        let objc = extract("x = " + String(repeating: "NSLocalizedString(", count: depth) + "@\"k\""
            + String(repeating: ", @\"c\")", count: depth) + ";\ny = NSLocalizedString(@\"after\", nil);\n")
        XCTAssertEqual(objc.entries.map(\.key), ["k", "after"])
        XCTAssertEqual(objc.diagnostics.count, depth - 1)
        XCTAssertEqual(Set(objc.diagnostics.map(\.message)), ["Argument is not a literal string."])
        XCTAssertEqual(Set(objc.diagnostics.map(\.line)), [1])
        let swift = extract("let x = " + String(repeating: "NSLocalizedString(", count: depth) + "\"k\""
                            + String(repeating: ", tableName: table(for: [(1)]) ?? \"T\", comment: \"c\")", count: depth) + "\n", file: "a.swift")
        XCTAssertEqual(swift.entries.map(\.key), ["k"])
        XCTAssertEqual(swift.diagnostics.count, depth - 1)
    }

    /// A comment full of unclosed mentions, each parse reading the next `/*` as an unterminated
    /// comment: every mention is prose, in linear time (it was quadratic: 20,000 took 4.7 s in a release build).
    /// A call in a comment is read up to 4,096 bytes after its name.
    func testCommentFullOfUnclosedCalls() {
        let mentions = String(repeating: "\"k\"\n/*NSLocalizedString(*", count: 20_000)
        for file in ["a.m", "a.swift"] {
            let result = extract("NSLocalizedString(@\"before\", nil);\n" + mentions, file: file)
            XCTAssertEqual(result.entries.map(\.key), ["before"])
            XCTAssertEqual(result.diagnostics.map(\.message), ["unterminated comment"])
        }
        let filler = String(repeating: "x ", count: 1_990)
        let near = extract("/* NSLocalizedString(@\"near\", \(filler)@\"c\") */\n")
        XCTAssertEqual(near.entries.map(\.key), ["near"])
        let far = extract("/* NSLocalizedString(@\"far\", \(filler)\(filler)@\"c\") */\n")
        XCTAssertEqual(far.entries.map(\.key), [])
        XCTAssertEqual(far.diagnostics, [])
    }

    /// A long line of things that could start a regex literal or a backticked identifier, none
    /// closed: each is looked for over a bounded stretch, not to the end of the line.
    func testLongLinesOfUnclosedRegexAndBacktickStarts() {
        for unit in ["f(/x, ", "#/x ", "`a ", "return /x( ", "(/x) "] {
            let line = String(repeating: unit, count: 300_000 / unit.utf8.count)
            let result = extract(line + "NSLocalizedString(\"end\", comment: \"c\")\n", file: "a.swift")
            XCTAssertEqual(result.entries.map(\.key), ["end"], unit)
        }
    }

    /// Many lines that open a multi-line regex literal (`#/` ending the line), none closed: each
    /// is searched for its end over a bounded stretch, not to the end of the file, and read as
    /// code.
    func testManyUnclosedMultilineRegexes() {
        for unit in ["let r = #/\n", "#/\n\\\\\\\n", "##/ \n/#\n"] {
            let lines = String(repeating: unit, count: 20_000)
            let result = extract(lines + "NSLocalizedString(\"end\", comment: \"c\")\n", file: "a.swift")
            XCTAssertEqual(result.entries.map(\.key), ["end"], unit)
            // Inside a call's arguments, which its parse reads as tokens.
            let call = extract("f(NSLocalizedString(\"k\", comment: " + lines + "NSLocalizedString(\"end\", comment: \"c\")\n",
                               file: "a.swift")
            XCTAssertEqual(call.entries.map(\.key), ["end"], unit)
        }
    }

    func testDeeplyNestedSwiftInterpolations() {
        let deep = String(repeating: "\"\\(", count: 20_000) + "x" + String(repeating: ")\"", count: 20_000)
        let result = extract("let a = \(deep)\nlet b = NSLocalizedString(\"after\", comment: \"c\")\n", file: "a.swift")
        XCTAssertEqual(result.entries.map(\.key), ["after"])
    }

    func testRandomBytesDoNotCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("NSLocalizedString(@\"\\'/*)//,\n#\"\"\"+Text CFSTR nil".utf8)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let text = String(decoding: bytes, as: UTF8.self)
            for file in ["a.m", "a.swift", "a.java"] {
                _ = Extractor(options: ExtractionOptions(routines: ["Text"], swiftUI: true, modernSwift: true)).extract(text: text, file: file)
            }
        }
    }

    func testFailedWriteLeavesExistingTableAndNoTemporaryFile() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A folder where the table should go: the rename fails, the folder stays as it was.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Localizable.strings"), withIntermediateDirectories: false)
        try "keep".write(to: dir.appendingPathComponent("Localizable.strings/inside"), atomically: true, encoding: .utf8)
        let folder = OutputFolder(path: dir.path)
        XCTAssertThrowsError(try folder.write([1, 2, 3], to: "Localizable.strings"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["Localizable.strings"])
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("Localizable.strings/inside"), encoding: .utf8), "keep")
    }

    func testWriteReplacesAtomicallyAndKeepsMode() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("T.strings").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640])
        try OutputFolder(path: dir.path).write(Array("new".utf8), to: "T.strings")
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("new".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["T.strings"])
    }

    /// A table that holds the new bytes already is left in place (the same file, its other
    /// names too) with its modification time set to now, as a rewrite would leave it; a table
    /// whose bytes change, and one that is a symbolic link, are written anew.
    func testUnchangedTableIsKeptWithItsTimeSet() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = OutputFolder(path: dir.path)
        let path = dir.appendingPathComponent("T.strings").path
        func inode(_ p: String) -> ino_t {
            var info = stat()
            XCTAssertEqual(lstat(p, &info), 0)
            return info.st_ino
        }
        func modified(_ p: String) throws -> Date {
            try XCTUnwrap(FileManager.default.attributesOfItem(atPath: p)[.modificationDate] as? Date)
        }
        try folder.write(Array("same".utf8), to: "T.strings")
        XCTAssertEqual(link(path, dir.appendingPathComponent("other-name").path), 0)
        var old = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &old, 0), 0)
        let first = inode(path)

        try folder.write(Array("same".utf8), to: "T.strings")
        XCTAssertEqual(inode(path), first)
        XCTAssertEqual(inode(dir.appendingPathComponent("other-name").path), first)
        XCTAssertGreaterThan(try modified(path), Date(timeIntervalSinceNow: -600))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["T.strings", "other-name"])

        // One byte more: a new file, the other name keeping the old bytes.
        try folder.write(Array("same!".utf8), to: "T.strings")
        XCTAssertNotEqual(inode(path), first)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("same!".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: dir.appendingPathComponent("other-name").path), Data("same".utf8))

        // Larger than the pieces the file is compared in: kept when every piece is the same, not
        // when only the last byte differs.
        let large = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try folder.write(large, to: "Large.strings")
        let largePath = dir.appendingPathComponent("Large.strings").path
        let largeInode = inode(largePath)
        try folder.write(large, to: "Large.strings")
        XCTAssertEqual(inode(largePath), largeInode)
        var changed = large
        changed[changed.count - 1] ^= 1
        try folder.write(changed, to: "Large.strings")
        XCTAssertNotEqual(inode(largePath), largeInode)
        XCTAssertEqual(FileManager.default.contents(atPath: largePath), Data(changed))

        // A link to a file of the same bytes is replaced by a file; its target is left alone.
        let linked = dir.appendingPathComponent("L.strings").path
        XCTAssertEqual(symlink(dir.appendingPathComponent("other-name").path, linked), 0)
        try folder.write(Array("same".utf8), to: "L.strings")
        var info = stat()
        XCTAssertEqual(lstat(linked, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG)
        XCTAssertEqual(inode(dir.appendingPathComponent("other-name").path), first)
    }

    /// Run as root (a build container), a table replaced keeps its owner and group, with its
    /// mode, rather than becoming root's.
    func testWriteKeepsOwnerWhereItMay() throws {
        try XCTSkipUnless(geteuid() == 0, "only root gives files to other users")
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("T.strings").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o4750])
        XCTAssertEqual(chown(path, 65534, 65534), 0)
        XCTAssertEqual(chmod(path, 0o4750), 0)
        try OutputFolder(path: dir.path).write(Array("new".utf8), to: "T.strings")
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual([info.st_uid, info.st_gid], [65534, 65534])
        XCTAssertEqual(info.st_mode & 0o7777, 0o4750)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("new".utf8))
    }

    /// Tables whose names differ only in case would be one file on macOS: a warning per group.
    /// (A unit test: a golden case holding both files could not be checked out on macOS.)
    func testTableNamesDifferingOnlyInCaseAreWarnedAbout() {
        let warnings = Driver.caseOnlyNameWarnings(["Menu", "localizable", "Localizable", "menu", "Other", "LOCALIZABLE"],
                                                   folder: OutputFolder(path: "out"))
        XCTAssertEqual(warnings.map(\.severity), [.warning, .warning])
        XCTAssertEqual(warnings.map(\.message), [
            "tables out/LOCALIZABLE.strings, out/Localizable.strings and out/localizable.strings differ only in case: on a case-insensitive file system (macOS's default) they are one file, and one would replace the other",
            "tables out/Menu.strings and out/menu.strings differ only in case: on a case-insensitive file system (macOS's default) they are one file, and one would replace the other",
        ])
        XCTAssertEqual(Driver.caseOnlyNameWarnings(["Localizable", "Menu"], folder: OutputFolder(path: "out")).count, 0)
    }

    /// Names that differ only in Unicode normalization are one file on macOS too; a `Set` of
    /// `String` took them for one name, so they were not warned about.
    func testTableNamesDifferingOnlyInNormalizationAreWarnedAbout() {
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        let warnings = Driver.caseOnlyNameWarnings([decomposed, composed, "\u{212B}", "\u{C5}", "caf\u{E9}"], folder: OutputFolder(path: "o"),
                                                   fileExtension: ".xcstrings")
        XCTAssertEqual(warnings.map(\.message), [
            "tables o/\(composed).xcstrings, o/\(decomposed).xcstrings and o/caf\u{E9}.xcstrings differ only in case and Unicode normalization (an accented letter as one character or as a letter and an accent): on macOS's file systems they are one file, and one would replace the other",
            "tables o/\u{C5}.xcstrings and o/\u{212B}.xcstrings differ only in Unicode normalization (an accented letter as one character or as a letter and an accent): on macOS's file systems they are one file, and one would replace the other",
        ])
    }

    /// `--xcstrings` with two tables whose names differ only in normalization writes both
    /// catalogs, each with its own keys (the second replaced the first, whose keys were lost).
    func testCatalogsOfNamesDifferingOnlyInNormalizationKeepTheirKeys() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        try "NSLocalizedStringFromTable(@\"k1\", @\"\(composed)\", @\"c\");\nNSLocalizedStringFromTable(@\"k2\", @\"\(decomposed)\", @\"c\");\n"
            .write(to: dir.appendingPathComponent("t.m"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("o"), withIntermediateDirectories: true)
        let result = runTool(["--xcstrings", "-o", "o", "t.m"], in: dir)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.err.contains("differ only in Unicode normalization"), result.err)
        // (Listed, not put in a dictionary keyed by `String`, which takes both names for one.)
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("o").path)
            .filter { $0.hasSuffix(".xcstrings") }.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        XCTAssertEqual(catalogs.count, 2)
        for (name, key) in zip(catalogs, ["k2", "k1"]) {  // `e` and an accent come before `é`
            let text = try String(contentsOfFile: dir.appendingPathComponent("o").appendingPathComponent(name).path, encoding: .utf8)
            XCTAssertTrue(text.contains("\"\(key)\" : {"), "\(name): \(text)")
        }
    }

    /// A catalog listed under another normalization of a table's name, which opens the same
    /// file (as macOS lists names decomposed: here a hard link), is that table's catalog: not
    /// synced a second time as one the code no longer uses (which made `--check` fail for ever).
    /// A separate file of that name is another catalog, whose keys become stale.
    func testCatalogListedInAnotherNormalizationIsTheTablesOwn() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        try "NSLocalizedStringFromTable(@\"k\", @\"\(composed)\", @\"c\");\n".write(to: dir.appendingPathComponent("a.m"), atomically: true, encoding: .utf8)
        let o = dir.appendingPathComponent("o")
        try FileManager.default.createDirectory(at: o, withIntermediateDirectories: true)
        XCTAssertEqual(runTool(["--xcstrings", "-o", "o", "a.m"], in: dir).status, 0)
        XCTAssertEqual(link(o.appendingPathComponent(composed + ".xcstrings").path, o.appendingPathComponent(decomposed + ".xcstrings").path), 0)
        let check = runTool(["--xcstrings", "--check", "-o", "o", "a.m"], in: dir)
        XCTAssertEqual(check.status, 0, check.out + check.err)
        XCTAssertEqual(check.out, "\(composed).xcstrings: up to date\n")
        // No longer the same file: the other one is a catalog of its own.
        let copy = try Data(contentsOf: o.appendingPathComponent(composed + ".xcstrings"))
        XCTAssertEqual(unlink(o.appendingPathComponent(decomposed + ".xcstrings").path), 0)
        try copy.write(to: o.appendingPathComponent(decomposed + ".xcstrings"))
        let separate = runTool(["--xcstrings", "--check", "-o", "o", "a.m"], in: dir)
        XCTAssertEqual(separate.status, 1)
        XCTAssertTrue(separate.out.contains("\(decomposed).xcstrings: out of date (0 added, 0 updated, 1 stale)"), separate.out)
    }

    /// A FIFO where a table should be is an error in every mode that reads the table, and in a
    /// folder a conversion reads (opening it waited forever for a writer).
    func testFIFOInPlaceOfATableIsAnError() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "NSLocalizedString(@\"a\", @\"c\");\n".write(to: dir.appendingPathComponent("a.m"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("o"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("o/Localizable.strings").path, 0o644), 0)
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("o/Localizable.xcstrings").path, 0o644), 0)
        for mode in [["-a"], ["--merge"], ["--check"]] {
            let result = runTool(mode + ["-o", "o", "a.m"], in: dir)
            XCTAssertEqual(result.status, 1, "\(mode)")
            XCTAssertTrue(result.err.contains("failed to read output file o/Localizable.strings: it is a FIFO, not a file"), "\(mode): \(result.err)")
        }
        let catalog = runTool(["--xcstrings", "-o", "o", "a.m"], in: dir)
        XCTAssertEqual(catalog.status, 1)
        XCTAssertTrue(catalog.err.contains("failed to read output file o/Localizable.xcstrings: it is a FIFO, not a file"), catalog.err)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("L/fr.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("c"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("L/fr.lproj/Localizable.strings").path, 0o644), 0)
        // Beside a language that can be read: no catalog without the other's translations.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("L/en.lproj"), withIntermediateDirectories: true)
        try "\"a\" = \"a\";\n".write(to: dir.appendingPathComponent("L/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let conversion = runTool(["--convert-to-xcstrings", "L/en.lproj", "L/fr.lproj", "-o", "c"], in: dir)
        XCTAssertEqual(conversion.status, 1)
        XCTAssertTrue(conversion.err.contains("L/fr.lproj/Localizable.strings: cannot read file: it is a FIFO, not a file"), conversion.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("c").path), [])
    }

    /// An `-o` that is a link that loops or leads nowhere is said to be one, not said missing.
    func testOutputFolderLinksThatLeadNowhere() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        XCTAssertEqual(symlink("loop", dir.appendingPathComponent("loop").path), 0)
        XCTAssertEqual(symlink("/nonexistent/x", dir.appendingPathComponent("dangling").path), 0)
        XCTAssertEqual(OutputFolder(path: dir.appendingPathComponent("loop").path).problem()?.message,
                       "output folder \(dir.path)/loop is a symbolic link that loops")
        XCTAssertEqual(OutputFolder(path: dir.appendingPathComponent("dangling").path).problem()?.message,
                       "output folder \(dir.path)/dangling is a symbolic link to /nonexistent/x, which does not exist")
        XCTAssertEqual(OutputFolder(path: dir.appendingPathComponent("missing").path).problem()?.message,
                       "output folder \(dir.path)/missing does not exist")
        XCTAssertNil(OutputFolder(path: dir.path).problem())
    }

    /// A name that a file can have is written, though `.name.tmp-XXXXXX` would be too long
    /// for one (a conversion's 248-byte table failed with "File name too long").
    func testLongestNamesCanBeWritten() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in [String(repeating: "Q", count: 240) + ".strings", String(repeating: "\u{E9}", count: 120) + ".strings"] {
            XCTAssertLessThanOrEqual(OutputFolder.temporaryName(for: name).utf8.count, 255)
            try OutputFolder(path: dir.path).write(Array("text".utf8), to: name)
            XCTAssertEqual(FileManager.default.contents(atPath: dir.appendingPathComponent(name).path), Data("text".utf8))
        }
        XCTAssertEqual(OutputFolder.temporaryName(for: "Localizable.strings"), ".Localizable.strings.tmp-XXXXXX")
        // Cut at a character's end: 243 bytes would end inside the 122nd `é`.
        let accented = String(repeating: "\u{E9}", count: 122) + ".strings"
        XCTAssertEqual(OutputFolder.temporaryName(for: accented), "." + String(repeating: "\u{E9}", count: 121) + ".tmp-XXXXXX")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }, [])
    }

    /// A new table gets 0666 less the umask, as a file the shell or an editor creates, not
    /// the 0600 of the temporary file it was written as.
    func testNewTableGetsTheUsualMode() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let mask = umask(0)
        umask(mask)
        try OutputFolder(path: dir.path).write(Array("new".utf8), to: "New.strings")
        let mode = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("New.strings").path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, Int(0o666 & ~mask))
    }

    func testUnwritableOutputIsAnErrorAndOtherTablesAreWritten() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Blocked.strings"), withIntermediateDirectories: false)
        let src = dir.appendingPathComponent("a.m")
        try #"NSLocalizedStringFromTable(@"k", @"Blocked", @"c"); NSLocalizedString(@"ok", @"c");"#.write(to: src, atomically: true, encoding: .utf8)
        let result = runTool(["-o", dir.path, "a.m"], in: dir)
        XCTAssertEqual(result.status, 1)
        // Refused before it is written (the folder is no file to replace), on its own: the
        // other table is written, and no temporary file is left.
        XCTAssertTrue(result.err.contains("cannot replace output file \(dir.path)/Blocked.strings: Is a directory"), result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Localizable.strings").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }, [])
    }

    /// An existing table that cannot be read (here a link to nothing, or a folder: no
    /// permission is not testable as root) is an error for `-a`, `--merge` and `--check`, and
    /// is left as it is; it is not taken for a missing table and replaced.
    func testUnreadableExistingTableIsAnErrorAndLeftAlone() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"NSLocalizedString(@"k", @"c");"#.write(to: dir.appendingPathComponent("a.m"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: false)
        let table = dir.appendingPathComponent("out/Localizable.strings").path
        try FileManager.default.createSymbolicLink(atPath: table, withDestinationPath: "elsewhere.strings")
        for options in [["-a"], ["--merge"], ["--check"], ["--merge", "--keep-unused"]] {
            let result = runTool(options + ["-o", "out", "a.m"], in: dir)
            XCTAssertEqual(result.status, 1, "\(options)")
            XCTAssertEqual(result.err, "genstrings: error: failed to read output file out/Localizable.strings: No such file or directory\n",
                           "\(options)")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: table), "elsewhere.strings")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path),
                           ["Localizable.strings"])
        }
        try FileManager.default.removeItem(atPath: table)
        try FileManager.default.createDirectory(atPath: table, withIntermediateDirectories: false)
        let check = runTool(["--check", "-o", "out", "a.m"], in: dir)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.err, "genstrings: error: failed to read output file out/Localizable.strings: Is a directory\n")
    }

    /// The line a read error names counts line breaks as the lexer does: CR alone too.
    func testReadErrorLinesCountEveryKindOfLineBreak() {
        func message(_ bytes: [UInt8], _ encoding: SourceEncoding = .utf8) -> String? {
            if case .failure(let d) = SourceReader.decode(bytes, path: "x.m", encoding: encoding) { return d.message }
            return nil
        }
        XCTAssertEqual(message(Array("a;\rb;\r\n".utf8) + [0xFF]),
                       "input file x.m cannot be read in UTF-8 encoding (invalid byte on line 3); use -encoding NAME, -macRoman or -d")
        XCTAssertEqual(message(Array("a;\rb;\n".utf8) + [UInt8(0), 0x41]), "input file x.m looks like a binary file (NUL byte on line 3); skipped")
        XCTAssertEqual(message(Array("a;\rb;\r\nc".utf8) + [0xFF, 0x0A], SourceEncoding.named("us-ascii")!),
                       "input file x.m cannot be read in us-ascii encoding (invalid bytes on line 3); use -d or another -encoding")
        let utf16: [UInt8] = Array("a;\rb;\r\nc".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x00, 0xD8]
        XCTAssertEqual(message(utf16, SourceEncoding.named("utf-16le")!),
                       "input file x.m cannot be read in utf-16le encoding (unpaired surrogate on line 3)")
    }

    /// `-encoding utf-16` without a byte order mark: the order the text shows, checked as a named
    /// order is (Foundation alone took little-endian text for big-endian and dropped an odd byte).
    func testUTF16WithoutByteOrderMark() throws {
        let text = "NSLocalizedString(@\"K\", nil);\n"
        let little: [UInt8] = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let encoding = try XCTUnwrap(SourceEncoding.named("utf-16"))
        for bytes in [little, big] {
            guard case .success(let decoded) = SourceReader.decode(bytes, path: "x.m", encoding: encoding) else {
                return XCTFail("not decoded")
            }
            XCTAssertEqual(decoded.bytes, Array(text.utf8))
        }
        guard case .failure(let d) = SourceReader.decode(big + [0x41], path: "x.m", encoding: encoding) else {
            return XCTFail("an odd byte passed")
        }
        XCTAssertEqual(d.message, "input file x.m cannot be read in utf-16 encoding (odd number of bytes on line 2)")
        // Little-endian with an odd byte: still read in its own order, so the line is right.
        guard case .failure(let odd) = SourceReader.decode(little + little + [0x41], path: "x.m", encoding: encoding) else {
            return XCTFail("an odd byte passed")
        }
        XCTAssertEqual(odd.message, "input file x.m cannot be read in utf-16 encoding (odd number of bytes on line 3)")
    }

    /// A device given as a source is refused, not read (`/dev/zero` would never end); a file
    /// list may be one (a terminal).
    func testDeviceAsInputIsRefused() {
        guard case .failure(let problem) = SourceReader.readBytes(path: "/dev/zero") else {
            return XCTFail("/dev/zero was read")
        }
        XCTAssertEqual(problem.message, "failed to read input file /dev/zero: it is a device, not a file")
        guard case .success(let bytes) = SourceReader.readBytes(path: "/dev/null", what: "file list", devices: true) else {
            return XCTFail("/dev/null was not read")
        }
        XCTAssertEqual(bytes, [])
    }

    /// A file larger than the tool reads (2 GiB: sparse here, so it takes no room) is an error
    /// that says so, not a crash trying to allocate memory for it.
    func testTooLargeFileIsAnError() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("huge.m").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, off_t(SourceReader.largestFile) + 1), 0)
        guard case .failure(let problem) = SourceReader.readBytes(path: path) else { return XCTFail("read") }
        XCTAssertEqual(problem.message, "failed to read input file \(path): it is too large (2147483648 bytes; files of up to 2147483647 bytes are read)")
    }

    /// A file's size is only a hint: a regular file read whole, whether it is its size (one
    /// read), larger than the first read asks for, or says it is empty (a `/proc` file).
    func testRegularFilesAreReadWhateverTheirSize() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for size in [0, 1, 4095, 4096, 4097, 100_000] {
            let path = dir.appendingPathComponent("f\(size).m").path
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: 0x41 + $0 % 26) }
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            guard case .success(let read) = SourceReader.readBytes(path: path) else { return XCTFail("\(path) was not read") }
            XCTAssertEqual(read, bytes, "\(size) bytes")
        }
        #if os(Linux)
        guard case .success(let status) = SourceReader.readBytes(path: "/proc/self/status") else {
            return XCTFail("/proc/self/status was not read")
        }
        XCTAssertTrue(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        XCTAssertEqual(status.last, 0x0A)
        #endif
    }

    func testFolderAsInputIsWalkedNotAnError() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("src/sub"), withIntermediateDirectories: true)
        try #"NSLocalizedString(@"deep", @"c");"#.write(to: dir.appendingPathComponent("src/sub/a.m"), atomically: true, encoding: .utf8)
        let result = runTool(["src"], in: dir)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Localizable.strings").path))
    }

    /// `-o dir/` gives `dir/Name`, not `dir//Name`, in the paths the tool prints.
    func testFolderPathWithTrailingSlashJoinsWithOneSlash() {
        XCTAssertEqual(OutputFolder(path: "/tmp/tables/").file("Main.strings"), "/tmp/tables/Main.strings")
        XCTAssertEqual(OutputFolder(path: "/tmp/tables").file("Main.strings"), "/tmp/tables/Main.strings")
    }
}
