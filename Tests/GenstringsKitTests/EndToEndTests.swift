import Foundation
import XCTest
@testable import GenstringsKit

/// Runs the built `genstrings` binary as a user would, on the bundled Samples/, and compares
/// every table byte for byte with Samples/expected/.
final class EndToEndTests: XCTestCase {
    struct Run {
        var name: String
        var arguments: [String]
    }

    static func sampleRuns() throws -> [Run] {
        let text = try String(contentsOf: Paths.samples.appendingPathComponent("runs.txt"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { return nil }
            let args = line[line.index(after: colon)...].split(separator: " ").map(String.init)
            return Run(name: String(line[..<colon]), arguments: args)
        }
    }

    /// A process of the binary (or `executable`) in `directory`, not yet run.
    func binaryProcess(_ arguments: [String], in directory: URL, executable: URL = Paths.binary) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        return process
    }

    func runBinary(_ arguments: [String], in directory: URL, executable: URL = Paths.binary) throws -> (status: Int32, out: String, err: String) {
        let process = binaryProcess(arguments, in: directory, executable: executable)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testSamplesMatchExpectedTables() throws {
        let runs = try Self.sampleRuns()
        XCTAssertGreaterThanOrEqual(runs.count, 4)
        for run in runs {
            let out = try Paths.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try runBinary(["-o", out.path] + run.arguments, in: Paths.samples)
            XCTAssertEqual(result.status, 0, "\(run.name): \(result.err)")
            let produced = filesBelow(out)
            let expected = filesBelow(Paths.samples.appendingPathComponent("expected/\(run.name)"))
            XCTAssertFalse(expected.isEmpty, "\(run.name): no expected tables")
            XCTAssertEqual(Set(produced.keys), Set(expected.keys), "\(run.name): tables")
            for (name, data) in expected {
                XCTAssertEqual(produced[name], data, "\(run.name)/\(name)\n--- got:\n\(readable(produced[name]))")
            }
        }
    }

    func testUsageErrorsExitTwo() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let noInput = try runBinary([], in: dir)
        XCTAssertEqual(noInput.status, 2)
        XCTAssertTrue(noInput.err.contains("no input files"))
        // The error, the synopsis and where the options are; not the whole help.
        XCTAssertEqual(noInput.err, "genstrings: error: no input files\n" + OptionsParser.shortUsage + "\n")
        XCTAssertTrue(OptionsParser.shortUsage.hasPrefix("usage: genstrings [-a]"))
        XCTAssertTrue(OptionsParser.shortUsage.hasSuffix("file-or-folder ...\nRun 'genstrings -h' for the options."))
        let unknown = try runBinary(["-frobnicate", "x.m"], in: dir)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("unknown option -frobnicate"))
        let endian = try runBinary(["-bigEndian", "-littleEndian", "x.m"], in: dir)
        XCTAssertEqual(endian.status, 2)
        XCTAssertTrue(endian.err.contains("can only specify one endian option"))
    }

    /// Runs that append to one folder at once (`xargs -P`) take turns: each key is kept. (Each
    /// read the table, then renamed its own over it: one key of six was left.)
    func testConcurrentAppendsKeepEveryKey() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = (0..<20000).map { "NSLocalizedString(@\"key \($0)\", @\"c\");\n" }.joined()
        try big.write(to: dir.appendingPathComponent("big.m"), atomically: true, encoding: .utf8)
        for k in 0..<6 {
            try "NSLocalizedString(@\"unique \(k)\", @\"c\");\n".write(to: dir.appendingPathComponent("k\(k).m"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("o"), withIntermediateDirectories: true)
        XCTAssertEqual(try runBinary(["-o", "o", "big.m"], in: dir).status, 0)
        let processes = try (0..<6).map { k -> Process in
            let process = binaryProcess(["-a", "-o", "o", "k\(k).m"], in: dir)
            try process.run()
            return process
        }
        for process in processes {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
        }
        let table = try String(contentsOf: dir.appendingPathComponent("o/Localizable.strings"), encoding: .utf16)
        XCTAssertEqual((0..<6).filter { table.contains("\"unique \($0)\" = ") }.count, 6)
        XCTAssertTrue(table.contains("\"key 19999\" = "))
    }

    /// A run whose writing fails part-way (here a table over `ulimit -f`, as a full disk would
    /// fail it) replaces no table: the tables are put in place only once every one was
    /// written, so the folder never holds some tables new and the others old.
    func testFailedWriteReplacesNoTable() throws {
        let (result, files) = try runOverFileSizeLimit(options: "", old: "old")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("cannot write output file o/Big.strings: File too large"), result.err)
        XCTAssertTrue(result.err.contains("nothing written: the other file is left as it was"), result.err)
        XCTAssertEqual(files, ["Localizable.strings": "old"])
    }

    /// `--merge`, which writes its tables one after the other and stops at the first that fails,
    /// counts the tables after it among those left as they were (it said nothing of them).
    func testFailedMergeCountsTheTablesNotWritten() throws {
        let (result, files) = try runOverFileSizeLimit(options: "--merge", old: "\"old\" = \"alt\";\n",
                                                       more: "NSLocalizedStringFromTable(@\"z\", @\"Zeta\", @\"c\");\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.err, "genstrings: error: cannot write output file o/Big.strings: File too large\n"
                       + "genstrings: error: nothing written: the other 2 files are left as they were\n")
        XCTAssertEqual(files, ["Localizable.strings": "\"old\" = \"alt\";\n"])
    }

    /// Runs the binary with `options` under `ulimit -f 2000` on a source whose table `Big` is over
    /// that limit, beside a call into `Localizable` and `more`, with `o/Localizable.strings`
    /// holding `old` before: the run's result, and the files in `o` after it with their text.
    private func runOverFileSizeLimit(options: String, old: String, more: String = "") throws
        -> (result: (status: Int32, out: String, err: String), files: [String: String]) {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = (0..<40000).map { "NSLocalizedStringFromTable(@\"a long key to make the table large, number \($0)\", @\"Big\", @\"c\");\n" }.joined()
        try (big + "NSLocalizedString(@\"new\", @\"c\");\n" + more).write(to: dir.appendingPathComponent("a.m"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("o")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try old.write(to: out.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let sh = URL(fileURLWithPath: "/bin/sh")
        let result = try runBinary(["-c", "ulimit -f 2000 && exec \"$0\" \(options) -o o a.m", Paths.binary.path], in: dir, executable: sh)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            files[name] = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
        }
        return (result, files)
    }

    /// A run stopped by SIGTERM, SIGINT or SIGHUP while it writes many tables leaves no
    /// temporary file in the output folder, wherever the signal lands: before any table, while
    /// a thread creates one (the handler waits for it), or after the last. (Runs stopped at a
    /// few points each; before the handler waited, about one run in three left an empty
    /// `.T.strings.tmp-*`.)
    func testSignalsLeaveNoTemporaryFiles() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let calls = (0..<3000).map { "NSLocalizedStringFromTable(@\"k\", @\"T\($0)\", @\"c\");\n" }.joined()
        try calls.write(to: dir.appendingPathComponent("tables.m"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("o")
        for (k, signal) in [SIGTERM, SIGINT, SIGHUP, SIGTERM, SIGINT, SIGHUP, SIGTERM, SIGTERM, SIGTERM].enumerated() {
            try? FileManager.default.removeItem(at: out)
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let process = binaryProcess(["-q", "-o", "o", "tables.m"], in: dir)
            try process.run()
            usleep(useconds_t(20_000 + 30_000 * k))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let left = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.contains(".tmp-") }
            XCTAssertEqual(left, [], "signal \(signal) after \(20 + 30 * k) ms")
        }
    }

    /// A run stopped by a signal while it renames its tables into place puts them all in place
    /// first (the signal is held off meanwhile): the folder holds every table new or every
    /// table old, never a mix. The signals are sent from about half of an unstopped run's time
    /// to a little past it, where the renames of the 800 tables replacing old ones are: before
    /// the signals were held off, this test failed in each of four tries.
    func testSignalDuringRenamesLeavesNoMix() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tables = 800
        let calls = (0..<tables).map { "NSLocalizedStringFromTable(@\"k\", @\"T\($0)\", @\"c\");\n" }.joined()
        try calls.write(to: dir.appendingPathComponent("tables.m"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("o")
        let old = Data("old".utf8)
        func refill() throws {
            try? FileManager.default.removeItem(at: out)
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            for t in 0..<tables { try old.write(to: out.appendingPathComponent("T\(t).strings")) }
        }
        func start() throws -> Process {
            let process = binaryProcess(["-q", "-o", "o", "tables.m"], in: dir)
            try process.run()
            return process
        }
        try refill()
        let begun = Date()
        let whole = try start()
        whole.waitUntilExit()
        XCTAssertEqual(whole.terminationStatus, 0)
        let time = Date().timeIntervalSince(begun)
        for k in 0..<6 {
            try refill()
            let process = try start()
            usleep(useconds_t(time * (0.55 + 0.1 * Double(k)) * 1_000_000))
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            XCTAssertEqual(names.filter { $0.contains(".tmp-") }, [], "run \(k)")
            let stillOld = try (0..<tables).filter { try Data(contentsOf: out.appendingPathComponent("T\($0).strings")) == old }.count
            XCTAssertTrue(stillOld == 0 || stillOld == tables, "run \(k): \(stillOld) of \(tables) tables old")
        }
    }

    /// Standard output that cannot be written (a full disk, a closed descriptor) is an error
    /// with exit status 1, not a crash; the tables are still written.
    func testUnwritableStandardOutput() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "NSLocalizedString(@\"k\", @\"c\");\n".write(to: dir.appendingPathComponent("x.m"), atomically: true, encoding: .utf8)
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        for arguments in [["-h"], ["--version"], ["-o", ".", "x.m", "--check"], ["-o", ".", "x.m", "--merge"]] {
            let process = binaryProcess(arguments, in: dir)
            process.standardOutput = full
            let err = Pipe()
            process.standardError = err
            try process.run()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let message = String(decoding: errData, as: UTF8.self)
            XCTAssertEqual(process.terminationReason, .exit, "\(arguments): \(message)")
            XCTAssertEqual(process.terminationStatus, 1, "\(arguments): \(message)")
            XCTAssertTrue(message.hasSuffix("genstrings: error: cannot write to standard output: No space left on device\n"), "\(arguments): \(message)")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Localizable.strings").path))
    }

    /// Started with standard output or input closed (`>&-`, `<&-`): the descriptor is not
    /// taken by a file or a thread of the run (the summary of `--merge` written into it), and
    /// the closed stream is an error like any that cannot be used.
    func testClosedStandardStreams() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "NSLocalizedString(@\"k\", @\"c\");\n".write(to: dir.appendingPathComponent("x.m"), atomically: true, encoding: .utf8)
        try "NSLocalizedString(@\"l\", @\"d\");\n".write(to: dir.appendingPathComponent("y.m"), atomically: true, encoding: .utf8)
        let sh = URL(fileURLWithPath: "/bin/sh")
        // Two files, so that the files are read in parallel: the thread pool's own descriptor
        // took number 1 when it was free ("Invalid argument").
        let merge = try runBinary(["-c", "exec \"$0\" --merge -o . x.m y.m >&-", Paths.binary.path], in: dir, executable: sh)
        XCTAssertEqual(merge.status, 1)
        XCTAssertEqual(merge.err, "genstrings: error: cannot write to standard output: Bad file descriptor\n")
        let table = try Data(contentsOf: dir.appendingPathComponent("Localizable.strings"))
        XCTAssertEqual(readable(table), "/* c */\n\"k\" = \"k\";\n\n/* d */\n\"l\" = \"l\";\n\n")
        let list = try runBinary(["-c", "exec \"$0\" --files-from - -o . <&-", Paths.binary.path], in: dir, executable: sh)
        XCTAssertEqual(list.status, 1)
        XCTAssertEqual(list.err, "genstrings: error: failed to read file list -: Bad file descriptor\n")
    }

    /// An argument that is not UTF-8 is said to be so (exit 2), not reported as a missing file.
    func testArgumentThatIsNotUTF8() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Foundation passes arguments as Strings: the shell makes the bytes.
        let result = try runBinary(["-c", "exec \"$0\" -o . \"$(printf 'caf\\351.m')\"", Paths.binary.path], in: dir, executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.err, "genstrings: error: argument 'caf\\xE9.m' is not valid UTF-8; name such files in UTF-8\n")
        // The first argument too, and one that is not a file name.
        for shell in ["exec \"$0\" \"$(printf 'caf\\351.m')\" x.m", "exec \"$0\" -s \"$(printf 'Loc\\377')\" x.m"] {
            let first = try runBinary(["-c", shell, Paths.binary.path], in: dir, executable: URL(fileURLWithPath: "/bin/sh"))
            XCTAssertEqual(first.status, 2, shell)
            XCTAssertTrue(first.err.hasPrefix("genstrings: error: argument '"), first.err)
            XCTAssertTrue(first.err.hasSuffix("' is not valid UTF-8; name such files in UTF-8\n"), first.err)
        }
        XCTAssertEqual(filesBelow(dir), [:])
    }

    /// `--xcstrings` with an `-o` folder that can be written but not listed: its other
    /// catalogs cannot be found to be marked stale, which is said (not testable as root).
    func testCatalogFolderThatCannotBeListed() throws {
        try XCTSkipIf(getuid() == 0, "root lists every folder")
        let dir = try Paths.temporaryFolder()
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        try "NSLocalizedString(@\"k\", @\"c\");\n".write(to: dir.appendingPathComponent("x.m"), atomically: true, encoding: .utf8)
        chmod(out.path, 0o300)
        defer {
            chmod(out.path, 0o755)
            try? FileManager.default.removeItem(at: dir)
        }
        let result = runTool(["--xcstrings", "-o", "out", "x.m"], in: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.err, "genstrings: error: cannot read folder out: Permission denied; its catalogs that the code no longer uses are not updated\n")
    }

    func testHelpAndVersion() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let help = try runBinary(["-h"], in: dir)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.out.contains("-noPositionalParameters"))
        let version = try runBinary(["--version"], in: dir)
        XCTAssertEqual(version.out, "genstrings \(GenstringsKit.version)\n")
    }
}
