import Foundation
import XCTest
@testable import GenstringsKit

/// Entries are kept as numbers between extraction and coalescing (`PackedEntries`); these
/// tests check that the numbering changes nothing a user sees.
final class PackedEntriesTests: XCTestCase {
    /// `café` composed and decomposed: two keys, as in genstrings.
    let composed = "caf\u{E9}", decomposed = "cafe\u{301}"

    func testRoundTrip() {
        let entries = [
            LocalizedEntry(key: "a", value: "A", comment: "c", table: "T", file: "x.m", line: 3, column: 7),
            LocalizedEntry(key: "b", file: "y.m", line: 1, column: 1),
            LocalizedEntry(key: "a", comment: "c", table: "T", file: "x.m", line: 9, column: 2),
        ]
        let packed = PackedEntries(entries)
        XCTAssertEqual(packed.unpacked, entries)
        XCTAssertEqual(packed.files, ["x.m", "y.m"])
        // Equal texts share a number.
        XCTAssertEqual(packed.entries[0].key, packed.entries[2].key)
        XCTAssertEqual(packed.entries[0].comment, packed.entries[2].comment)
        XCTAssertEqual(packed.entries[1].value, PackedEntry.none)
    }

    /// Many files scanned by several threads give the tables and messages of the files
    /// extracted one by one, in command-line order: keys of different code units (`café`
    /// composed and decomposed) are two keys, as in genstrings, and values and comments merge
    /// across files.
    func testParallelExtractionMatchesFileByFile() throws {
        var texts: [String] = []
        for i in 0..<60 {
            let key = i % 2 == 0 ? decomposed : composed
            let text = """
                x = NSLocalizedString(@"\(key)", @"Comment \(i % 3)");
                y = NSLocalizedStringWithDefaultValue(@"shared", nil, nil, @"Value \(i % 4)", @"Shared");
                z = NSLocalizedStringFromTable(@"only.\(i)", @"Table\(i % 5)", nil);

                """
            texts.append(text)
        }
        let (parallel, oneByOne, diagnostics) = try extractBothWays(texts, named: "File")
        XCTAssertEqual(parallel.entries, oneByOne)
        XCTAssertEqual(parallel.diagnostics, diagnostics)
        let (tables, messages) = Coalescer.coalesce(parallel.packed, skipTables: [])
        let (expectedTables, expectedMessages) = Coalescer.coalesce(oneByOne)
        XCTAssertEqual(tables, expectedTables)
        XCTAssertEqual(messages, expectedMessages)
        let localizable = try XCTUnwrap(tables.first { $0.name == "Localizable" })
        // (`String`'s `==` takes the two spellings as equal: compare their bytes.)
        let cafe = localizable.entries.filter { $0.key == composed }
        XCTAssertEqual(cafe.map { Array($0.key.utf8) }, [Array(decomposed.utf8), Array(composed.utf8)])
        XCTAssertEqual(cafe.map(\.comments), Array(repeating: ["Comment 0", "Comment 1", "Comment 2"], count: 2))
        XCTAssertEqual(localizable.entries.first { $0.key == "shared" }?.value, "Value 0")
        XCTAssertEqual(messages.filter { $0.message.contains("\"shared\" used with multiple values") }.count, 3)
        XCTAssertEqual(tables.map(\.name), ["Localizable", "Table0", "Table1", "Table2", "Table3", "Table4"])
    }

    /// Files found while the first ones are scanned (as the folders are listed), some of them
    /// after the scanning threads have stopped looking for more and sleep, give the extraction
    /// of the files given all at once, in the order found.
    func testFilesFoundWhileScanning() throws {
        let texts = (0..<40).map { i in
            """
            a = NSLocalizedString(@"key \(i % 9)", @"Comment \(i % 4)");
            b = NSLocalizedStringWithDefaultValue(@"shared", nil, nil, @"Value \(i % 3)", @"Shared");
            c = NSLocalizedString(@"unterminated \(i)

            """
        }
        let (found, oneByOne, diagnostics) = try extractBothWays(texts, named: "Found", foundSlowly: true)
        XCTAssertEqual(found.entries, oneByOne)
        XCTAssertEqual(found.diagnostics, diagnostics)
        // Two messages per file (the call not closed, the literal not terminated).
        XCTAssertEqual(found.diagnostics.count, 80)
        XCTAssertEqual(found.fileDiagnosticStarts, Array(stride(from: 0, to: 80, by: 2)))
    }

    /// Files with thousands of calls fill several of a thread's entry arrays (see
    /// `Extractor.Worker`), and one file's entries may start a new array: the entries, in
    /// order, are still those of the files extracted one by one.
    func testEntriesAcrossSeveralArrays() throws {
        var texts: [String] = []
        for i in 0..<12 {
            let calls = 2500 + 100 * i
            var text = ""
            for k in 0..<calls {
                text += "x = NSLocalizedStringFromTable(@\"key \(k % 997)\", @\"T\(k % 3)\", @\"File \(i) call \(k % 5)\");\n"
            }
            texts.append(text)
        }
        let (parallel, oneByOne, _) = try extractBothWays(texts, named: "Many")
        XCTAssertEqual(parallel.entries.count, 12 * 2500 + 100 * 66)
        XCTAssertEqual(parallel.entries, oneByOne)
        XCTAssertGreaterThan(Set(parallel.packed.runs.map(\.store)).count, 2)
        XCTAssertEqual(Coalescer.coalesce(parallel.packed, skipTables: []).tables, Coalescer.coalesce(oneByOne).tables)
    }

    /// Left out by each thread, entries that repeat one it kept change no table and no
    /// message (nor a message's place), whichever thread scans which files: values and comments
    /// that differ across files and within them, keys that differ only in composition.
    func testRepeatedEntriesLeftOutChangeNothing() throws {
        var texts: [String] = []
        for i in 0..<40 {
            var text = ""
            for k in 0..<30 {
                let key = (i + k) % 3 == 0 ? decomposed : composed
                text += "x = NSLocalizedString(@\"\(key)\", @\"Comment \((i * k) % 4)\");\n"
                text += "y = NSLocalizedStringWithDefaultValue(@\"shared\", nil, nil, @\"Value \((i + k) % 5)\", @\"S\");\n"
                text += "z = NSLocalizedStringFromTable(@\"key \(k % 7)\", @\"T\(i % 3)\", \(k % 2 == 0 ? "nil" : "@\"c\""));\n"
            }
            texts.append(text)
        }
        var options = ExtractionOptions()
        options.keepsRepeatedEntries = false
        let (parallel, oneByOne, diagnostics) = try extractBothWays(texts, named: "Repeats", options: options)
        XCTAssertLessThan(parallel.entries.count, oneByOne.count / 10)
        XCTAssertEqual(parallel.diagnostics, diagnostics)
        let (tables, messages) = Coalescer.coalesce(parallel.packed, skipTables: [])
        let (expectedTables, expectedMessages) = Coalescer.coalesce(oneByOne)
        XCTAssertEqual(tables, expectedTables)
        XCTAssertEqual(messages, expectedMessages)
        XCTAssertEqual(messages.map { [$0.line, $0.column] }, expectedMessages.map { [$0.line, $0.column] })
        XCTAssertEqual(messages.filter { $0.message.contains("\"shared\" used with multiple values") }.count, 4)
    }

    /// `EntrySet` tells an entry's texts from every other's: each of the four numbers counts,
    /// the place does not, and the set keeps them as it grows.
    func testEntrySet() {
        var set = EntrySet()
        func entry(_ k: UInt32, _ t: UInt32, _ v: UInt32, _ c: UInt32, line: UInt32 = 1) -> PackedEntry {
            PackedEntry(key: k, value: v, comment: c, table: t, file: line, line: line, column: line)
        }
        XCTAssertTrue(set.insert(entry(1, 2, PackedEntry.none, PackedEntry.none)))
        XCTAssertFalse(set.insert(entry(1, 2, PackedEntry.none, PackedEntry.none, line: 9)))
        XCTAssertTrue(set.insert(entry(1, 2, 3, PackedEntry.none)))
        XCTAssertTrue(set.insert(entry(1, 2, PackedEntry.none, 3)))
        XCTAssertTrue(set.insert(entry(1, 3, PackedEntry.none, PackedEntry.none)))
        XCTAssertTrue(set.insert(entry(2, 2, PackedEntry.none, PackedEntry.none)))
        for n in 0..<5000 as Range<UInt32> { XCTAssertTrue(set.insert(entry(n + 10, n % 7, n % 3, n / 2))) }
        for n in 0..<5000 as Range<UInt32> { XCTAssertFalse(set.insert(entry(n + 10, n % 7, n % 3, n / 2, line: 5))) }
        XCTAssertFalse(set.insert(entry(1, 2, 3, PackedEntry.none)))
        XCTAssertTrue(set.insert(entry(1, 2, 3, 3)))
    }

    /// Writes the texts as `<name><i>.m` in a new folder, then extracts them all at once (several
    /// threads, with `options`), and one by one in order: the entries and diagnostics of the latter.
    /// `foundSlowly`: the files are handed to the scan one at a time, with pauses (one longer
    /// than `FileFeed.lookingTime`), as a slow listing of folders would.
    private func extractBothWays(_ texts: [String], named name: String, options: ExtractionOptions = ExtractionOptions(),
                                 foundSlowly: Bool = false) throws -> (Extraction, [LocalizedEntry], [Diagnostic]) {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (i, text) in texts.enumerated() {
            let path = folder.appendingPathComponent("\(name)\(i).m").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        let extractor = Extractor()
        var oneByOne: [LocalizedEntry] = []
        var diagnostics: [Diagnostic] = []
        for path in files {
            let one = extractor.extract(text: try String(contentsOfFile: path, encoding: .utf8), file: path)
            oneByOne += one.entries
            diagnostics += one.diagnostics
        }
        guard foundSlowly else { return (Extractor(options: options).extract(files: files), oneByOne, diagnostics) }
        let extraction = Extractor(options: options).extract { feed in
            for (i, file) in files.enumerated() {
                if i == files.count / 2 {
                    usleep(UInt32(3 * FileFeed.lookingTime / 1000))
                } else if i % 5 == 1 {
                    usleep(300)
                }
                feed.add(file)
            }
        }
        return (extraction, oneByOne, diagnostics)
    }
}

final class TextNumbererTests: XCTestCase {
    /// Files added in any order, from several threads at once, are numbered in file order:
    /// each text gets the number of its first use in that order, and every worker's texts map
    /// to those numbers.
    func testNumbersInFileOrderWhateverTheOrderAdded() {
        let workers = 3
        var local = [[String: UInt32]](repeating: [:], count: workers)
        var files: [TextNumberer.FileTexts] = []
        var expected: [String] = []
        for i in 0..<90 {
            let w = i % workers
            var file = TextNumberer.FileTexts(worker: w)
            for text in ["a\(i % 7)", "b\(i % 13)", i % 10 == 0 ? "" : "c\(i)"] where local[w][text] == nil {
                local[w][text] = UInt32(local[w].count)
                file.numbers.append(local[w][text]!)
                file.bytes += Array(text.utf8)
                file.ends.append(file.bytes.count)
                file.hashes.append(PackedEntries.Numbering.hash(text))
                if !expected.contains(text) { expected.append(text) }
            }
            files.append(file)
        }
        var g = CatalogTestRandom(seed: 0x5EED)
        let order = Array(files.indices).shuffled(using: &g)
        let numberer = TextNumberer(workers: workers)
        DispatchQueue.concurrentPerform(iterations: 4) { t in
            for k in stride(from: t, to: order.count, by: 4) { numberer.add(file: order[k], files[order[k]]) }
        }
        XCTAssertEqual(numberer.texts, expected)
        for w in 0..<workers {
            for (text, n) in local[w] { XCTAssertEqual(numberer.renumber[w][Int(n)], UInt32(expected.firstIndex(of: text)!), text) }
        }
    }
}
