import Foundation

/// The whole run: options, inputs, extraction, coalescing, then the mode's output; returns
/// the exit status (0 success, 1 an error was reported, 2 usage error).
public enum Driver {
    public static func run(arguments: [String], environment: [String: String] = Driver.environment(),
                           console: Console = .standard) -> Int32 {
        let options: Options
        do {
            options = try OptionsParser.parse(arguments, environment: environment)
        } catch {
            console.err("genstrings: error: \(error)")
            console.err(OptionsParser.shortUsage)
            return 2
        }
        switch options.mode {
        case .help:
            console.out(OptionsParser.usage)
            return outputWritten(console) ? 0 : 1
        case .version:
            console.out("genstrings \(GenstringsKit.version)")
            return outputWritten(console) ? 0 : 1
        default:
            break
        }
        var sink = DiagnosticSink(style: options.diagnosticStyle, quiet: options.quiet, console: console)
        run(options, sink: &sink)
        // What `--print`, `--check` and the summaries print is the run's result: lost (standard
        // output closed or on a full disk), the run failed.
        let written = outputWritten(console)
        if options.exitZero { return 0 }
        if !written || sink.errors > 0 || sink.failed || (options.strict && sink.warnings > 0) { return 1 }
        return 0
    }

    /// The environment variables the tool reads, those of them that are set. (Read one by one:
    /// `ProcessInfo`'s environment, made of every variable, took 0.25 ms at each start.)
    public static func environment() -> [String: String] {
        var found: [String: String] = [:]
        for name in OptionsParser.environmentVariables {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }

    /// Whether everything printed on standard output was written; if not, says so on standard error.
    static func outputWritten(_ console: Console) -> Bool {
        guard let reason = console.outFailure() else { return true }
        console.err("genstrings: error: cannot write to standard output: \(reason)")
        return false
    }

    static func run(_ options: Options, sink: inout DiagnosticSink) {
        switch options.mode {
        case .print:
            StringsPrinting.run(options, sink: &sink)
            return
        case .convertToCatalog, .convertToStrings:
            CatalogConversionMode.run(options, sink: &sink)
            return
        default:
            break
        }
        // Where an entry was found is only shown in the `xcode` style (see `entryLocations`).
        var extractionOptions = options.extraction
        extractionOptions.entryLocations = options.diagnosticStyle == .xcode
        // Only the tables and the messages are wanted, which repeated entries do not change.
        extractionOptions.keepsRepeatedEntries = false
        extractionOptions.forCatalogs = options.xcstrings
        // The first files are scanned while the folders are listed. The scan's threads start
        // with their jobs waiting (a thread that had to be woken for one could be slow to run:
        // see `ThreadStart`); those that write up to 16 tables start while the folders are listed.
        func listInputs(into feed: FileFeed?) -> InputFiles.List {
            InputFiles.expand(options.inputs, filesFrom: options.filesFrom, listPositions: options.filesFromPositions,
                              excludes: options.excludes, feed: feed)
        }
        var inputs = InputFiles.List()
        let extraction: Extraction
        if options.xcstrings, options.extraction.swiftUI || options.extraction.modernSwift {
            // For a catalog, the project's own views and functions that take keys are read from
            // every Swift file first (see `KeyParameters`): the files are listed before the scan.
            inputs = listInputs(into: nil)
            let types = KeyParameters.Types(swiftUI: options.extraction.swiftUI, modern: options.extraction.modernSwift)
            extractionOptions.keyParameters = Extractor.keyParameters(files: inputs.files, types: types,
                                                                      encoding: options.sourceEncoding)
            let files = inputs.files
            extraction = Extractor(options: extractionOptions, encoding: options.sourceEncoding).extract { feed in
                for file in files { feed.add(file) }
            }
        } else {
            extraction = Extractor(options: extractionOptions, encoding: options.sourceEncoding).extract { feed in
                ThreadPool.shared.prepare(threads: ThreadPool.cores - 1 + tableThreads(for: 16))
                inputs = listInputs(into: feed)
            }
        }
        sink.report(inCommandLineOrder(inputs, extraction))
        let inputProblems = inputs.problems
        let folder = OutputFolder(path: options.outputDirectory)
        let folderProblem = folder.problem()
        let writer = StringsWriter(positionalParameters: options.positionalParameters,
                                   decodeUnicodeEscapes: options.decodeUnicodeEscapes)
        if options.mode == .write, !options.xcstrings, folderProblem == nil {
            // Each table is put in order, made and written on a thread of its own (see
            // `writeTables`), and the coalescer's warnings are printed while the tables are
            // written: as they would be before.
            let grouping = Coalescer.grouped(extraction.packed, skipTables: options.skipTables)
            if options.append {
                // Appending reads each table and writes it again: runs take turns.
                folder.withExclusiveLock { writeTables(options, grouping: grouping, writer: writer, folder: folder, sink: &sink) }
            } else {
                writeTables(options, grouping: grouping, writer: writer, folder: folder, sink: &sink)
            }
            leaveToExit(inputs, extraction, grouping)
            return
        }
        let (tables, coalescing) = Coalescer.coalesce(extraction.packed, skipTables: options.skipTables)
        sink.report(coalescing)

        if let problem = folderProblem {
            sink.report(problem)
            return
        }
        // `--merge` drops the keys the code no longer gives, `--xcstrings` marks them stale: after
        // an input that could not be read, that would take translations of keys still in use.
        let unread = (inputProblems + extraction.diagnostics).filter { $0.severity == .error && $0.kind == .fileMessage }.count
        if unread > 0, options.mode != .check, options.mode == .merge || options.xcstrings {
            let files = unread == 1 ? "1 input file" : "\(unread) input files"
            let their = unread == 1 ? "its" : "their"
            let loss = options.xcstrings ? "--xcstrings would mark \(their) keys stale" : "--merge would remove the translations of \(their) keys"
            sink.report(.error("no \(options.xcstrings ? "catalog" : "table") updated: \(files) could not be read, and \(loss)"))
            return
        }
        if options.xcstrings {
            folder.withExclusiveLock { CatalogOutput.run(options, tables: tables, folder: folder, sink: &sink) }
            return
        }
        switch options.mode {
        case .check:
            TableCheck.run(options, tables: tables, writer: writer, folder: folder, sink: &sink)
        case .merge:
            // A call reported as a bad entry gave no entry, though its key may be in use: its
            // translation must not go (`TableMerge` keeps the keys no longer found then).
            let badEntries = extraction.diagnostics.filter { $0.severity == .error && $0.kind == .badEntry }.count
            folder.withExclusiveLock {
                TableMerge.run(options, tables: tables, writer: writer, folder: folder, badEntries: badEntries, sink: &sink)
            }
        default:
            // The mode's own path is above; with a problem with the folder, it was reported.
            break
        }
    }

    /// Whether the process ends when `run` returns (the command-line tool sets it): the large
    /// values of a run are then left for the exit to free all at once, rather than freed
    /// piece by piece (in a large run, tens of thousands of strings and arrays: about 1 ms).
    public static var leavesMemoryToExit = false
    private static var leftToExit: [Any] = []

    /// Keeps `values` alive until the process exits, when it ends after the run.
    private static func leaveToExit(_ values: Any...) {
        if leavesMemoryToExit { leftToExit.append(values) }
    }

    /// The problems met while listing the inputs (an unreadable folder or file list) among the
    /// files' own messages, each where it was met: all in command-line order.
    static func inCommandLineOrder(_ inputs: InputFiles.List, _ extraction: Extraction) -> [Diagnostic] {
        var ordered: [Diagnostic] = []
        var next = 0  // the next of the files' messages
        for (problem, filesBefore) in zip(inputs.problems, inputs.problemPositions) {
            let end = filesBefore < extraction.fileDiagnosticStarts.count ? extraction.fileDiagnosticStarts[filesBefore]
                                                                           : extraction.diagnostics.count
            ordered += extraction.diagnostics[next..<max(next, end)]
            next = max(next, end)
            ordered.append(problem)
        }
        return ordered + extraction.diagnostics[next...]
    }

    /// How many of `count` tables are written at once: each waits for its file to reach the
    /// disk, so more than the cores for many tables (see `writeTables`); three for a few, which
    /// keep up with the tables made (eight, each a thread to start, wake and end, took
    /// 0.4-1.4 ms longer for the bench corpus's ten). The first three threads start with the
    /// run (`prepare`), the others when needed.
    static func tableThreads(for count: Int) -> Int {
        min(count, count <= 16 ? 3 : 8)
    }

    /// Default mode: one `<Table>.strings` per table; with `-a`, appended to the existing
    /// file in that file's own encoding.
    ///
    /// The tables are put in order and made, the largest first, one per core at a time (the
    /// caller's thread is one of them: it is running, where a waiting thread can take a
    /// millisecond to wake); each one made is handed to one of `tableThreads(for:)` threads to be
    /// written, which waits for its file to reach the disk while the next tables are made.
    /// (Threads that made a table and then waited for its file held up the tables not begun
    /// yet; more of them shared the cores, and the largest table took longer.) Then the
    /// coalescer's warnings are printed, as `Coalescer.coalesce` gives them, while the tables
    /// are still being written; failures are reported afterwards in name order.
    static func writeTables(_ options: Options, grouping: Coalescer.Grouping, writer: StringsWriter,
                            folder: OutputFolder, sink: inout DiagnosticSink) {
        let count = grouping.tableCount
        // Each table is written to its temporary file; they are put in place together at the
        // end (`StagedWrites`), and none of them if one of those writes failed.
        struct Outcome {
            var name = ""
            var failure: Error?
            var writeFailed = false
            var staged: OutputFolder.StagedFile?
        }
        var outcomes = [Outcome](repeating: Outcome(), count: count)
        // Each table's warnings, apart: they are printed while the writing threads still set
        // the outcomes (reading those then, as whole values, raced with the threads' writes).
        // (Rendered where the table is made: printing them took the caller's thread 0.4 ms once
        // every table was made, for the bench corpus's 778 warnings.)
        var tableWarnings = [DiagnosticSink.Rendered](repeating: DiagnosticSink.Rendered(), count: count)
        let (style, quiet) = (sink.style, sink.quiet)
        outcomes.withUnsafeMutableBufferPointer { outcomes in tableWarnings.withUnsafeMutableBufferPointer { tableWarnings in
            let outcomes = SendableBuffer(outcomes)
            let tableWarnings = SendableBuffer(tableWarnings)
            // The tables made, with their bytes, for the threads that write them (a fixed
            // number of them: the pool would add a thread for each job that found none idle).
            let made = HandOff<(table: Int, name: String, bytes: [UInt8])>()
            // Left once each table handed to the writing threads is written (not when those
            // threads end: woken by the queue's closing, a thread could take 0.4 ms to end).
            let written = DispatchGroup()
            func startWriting() {
                for _ in 0..<tableThreads(for: count) {
                    ThreadPool.shared.async {
                        while let (k, name, bytes) = made.take() {
                            do {
                                outcomes.buffer[k].staged = try folder.stage(bytes, as: name + ".strings")
                            } catch {
                                outcomes.buffer[k].failure = error
                                outcomes.buffer[k].writeFailed = true
                            }
                            written.leave()
                        }
                    }
                }
            }
            /// Table `k`'s bytes handed to the writing threads (or its failure noted); `first`,
            /// before the tables waiting for them.
            func hand(_ k: Int, name: String, text: [UInt8], warnings: [Diagnostic], first: Bool = false) {
                outcomes.buffer[k].name = name
                tableWarnings.buffer[k] = DiagnosticSink.render(warnings, style: style, quiet: quiet)
                do {
                    let bytes = try tableBytes(name: name, text: text, options: options, folder: folder)
                    try folder.checkReplaceable(name + ".strings")
                    written.enter()
                    made.put((k, name, bytes), first: first)
                } catch {
                    outcomes.buffer[k].failure = error
                }
            }
            // The tables largest first, the largest in parts if it is large (see `TableJobs`).
            let plan = TableJobs(keyCounts: (0..<count).map(grouping.keyCount), cores: ThreadPool.cores, partKeys: partKeys)
            let (bySize, parts, jobs, later) = (plan.bySize, plan.parts, plan.jobs, plan.later)
            let largest = LargestTable(parts: parts)
            if parts > 1 { largest.ordered.enter() }
            func make(_ k: Int) {
                let (text, tableWarnings) = grouping.text(k, keys: grouping.keyOrder(k)[...], writer: writer)
                hand(k, name: grouping.name(k), text: text, warnings: tableWarnings)
            }
            /// Makes the next of the tables after the parts not yet taken; false when none is left.
            func makeNextLater() -> Bool {
                guard let j = largest.takeLater(of: later.count) else { return false }
                make(later[j])
                return true
            }
            // The writing threads are asked for after the making ones, which a running thread
            // can then take at once (see `ThreadPool.lookingTime`).
            ThreadPool.shared.perform(iterations: jobs.count, afterQueueing: startWriting) { i in
                switch jobs[i] {
                case .order:
                    largest.order = grouping.keyOrder(bySize[0])
                    largest.ordered.leave()
                case .table(let k):
                    make(k)
                case .later:
                    _ = makeNextLater()
                case .part(let part):
                    while largest.ordered.wait(timeout: .now()) == .timedOut {
                        guard makeNextLater() else {
                            largest.ordered.wait()
                            break
                        }
                    }
                    let n = largest.order.count
                    let (text, tableWarnings) = grouping.text(bySize[0], keys: largest.order[part * n / parts ..< (part + 1) * n / parts],
                                                              writer: writer)
                    if let whole = largest.add(part, text: text, warnings: tableWarnings) {
                        // Written next: its file takes the longest to reach the disk, and the
                        // threads may be waiting for others' (it waited up to 0.5 ms behind two).
                        hand(bySize[0], name: grouping.name(bySize[0]), text: whole.text, warnings: whole.warnings, first: true)
                    }
                }
            }
            made.close()
            sink.report([DiagnosticSink.render(grouping.valueWarnings, style: style, quiet: quiet)] + Array(tableWarnings.buffer))
            ThreadPool.wait(for: written)
        } }
        leaveToExit(outcomes)
        var writes = StagedWrites()
        for outcome in outcomes {
            if let failure = outcome.failure { sink.report(error: failure, path: folder.file(outcome.name + ".strings")) }
            if outcome.writeFailed { writes.markFailed() }
            if let staged = outcome.staged { writes.add(staged, in: folder) }
        }
        writes.finish(sink: &sink)
        sink.report(caseOnlyNameWarnings(outcomes.map { $0.name }, folder: folder))
    }

    /// How many keys a part of a large table has at least (see `writeTables`).
    static let partKeys = 256

    /// The parts of the largest table, made on several threads: its key order, then each
    /// part's text and warnings; the last part made puts them together.
    private final class LargestTable: @unchecked Sendable {
        /// Left once `order` is set.
        let ordered = DispatchGroup()
        var order: [Int] = []
        private let lock = NSLock()
        private var texts: [[UInt8]]
        private var warnings: [[Diagnostic]]
        private var left: Int

        /// How many of the tables after the parts were taken (`takeLater`).
        private var laterTaken = 0

        init(parts: Int) {
            texts = Array(repeating: [], count: parts)
            warnings = Array(repeating: [], count: parts)
            left = parts
        }

        /// The next of the `count` tables after the parts not yet taken, if any.
        func takeLater(of count: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard laterTaken < count else { return nil }
            laterTaken += 1
            return laterTaken - 1
        }

        /// Adds part `part`; the whole table once every part is in.
        func add(_ part: Int, text: [UInt8], warnings partWarnings: [Diagnostic]) -> (text: [UInt8], warnings: [Diagnostic])? {
            lock.lock()
            defer { lock.unlock() }
            texts[part] = text
            warnings[part] = partWarnings
            left -= 1
            guard left == 0 else { return nil }
            // (Appended part by part: `Array(texts.joined())` went through the joined
            // collection's generic iteration, byte by byte.)
            var text: [UInt8] = []
            text.reserveCapacity(texts.reduce(0) { $0 + $1.count })
            for part in texts { text.append(contentsOf: part) }
            return (text, Array(warnings.joined()))
        }
    }

    /// Tables whose names differ only in case (`Localizable` and `localizable`) or in Unicode
    /// normalization (`Café` with `é` as one character or as `e` and an accent) are two files
    /// here but one on macOS's file systems (case-insensitive by default, and blind to
    /// normalization), where one table would replace the other: said once per such group, in
    /// name order. `fileExtension` is `.strings` or `.xcstrings`.
    static func caseOnlyNameWarnings(_ names: [String], folder: OutputFolder, fileExtension: String = ".strings") -> [Diagnostic] {
        // Kept apart scalar for scalar (`String`'s `==`, and so a `Set`, takes both forms for one)
        // and grouped as macOS compares names; ordered scalar for scalar too, so that the
        // message is the same in every run.
        func precedes(_ a: String, _ b: String) -> Bool { a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) }
        let distinct = Set(names.map(ExactText.init)).map(\.text)
        return Dictionary(grouping: distinct, by: { $0.lowercased() }).values
            .filter { $0.count > 1 }
            .map { $0.sorted(by: precedes) }
            .sorted { precedes($0[0], $1[0]) }
            .map { group in
                let files = group.map { folder.file($0 + fileExtension) }
                let list = files.dropLast().joined(separator: ", ") + " and " + files.last!
                let inCase = group.contains { $0 != group[0] }  // (`!=` is blind to normalization)
                let inNormalization = group.contains {
                    ($0 == group[0] && !$0.isExactly(group[0])) || !$0.lowercased().isExactly(group[0].lowercased())
                }
                let how = inNormalization
                    ? "differ only in \(inCase ? "case and " : "")Unicode normalization (an accented letter as one character or as a letter and an accent): on macOS's file systems"
                    : "differ only in case: on a case-insensitive file system (macOS's default)"
                return .warning("tables \(list) \(how) they are one file, and one would replace the other", kind: .general)
            }
    }

    /// The bytes to write for the table named `table` whose entries are `text` (UTF-8): the
    /// table, or with `-a` the existing table and the table added to it; an error when the
    /// existing table cannot be appended to.
    private static func tableBytes(name table: String, text: [UInt8], options: Options,
                                   folder: OutputFolder) throws -> [UInt8] {
        let name = table + ".strings"
        let bytes: [UInt8]
        if options.append, let existing = try folder.existing(name), !existing.isEmpty {
            // Appended to only when it is a text table in an encoding it can be read
            // in: text added to bytes in no encoding, or to a property list, would make
            // a table that cannot be loaded. Its syntax is not checked: genstrings
            // appends to the text as it is.
            let path = folder.file(name)
            let file: StringsFile
            do {
                file = try StringsFileReader.parse(existing, path: path, readingText: false)
            } catch let problem as StringsFileError {
                // Bytes in no encoding it reads (`file is not valid UTF-8 or UTF-16`), said as the
                // other tables that are not appended to are.
                let reason = problem.message.hasPrefix("file is ") ? "it is " + problem.message.dropFirst(8) : problem.message
                throw Diagnostic.error("cannot append to \(path): \(reason)", file: path, kind: .fileMessage)
            }
            guard let kind = ExistingTableEncoding(of: file) else {
                let form = file.format == .binaryPropertyList ? "binary" : "XML"
                throw Diagnostic.error("cannot append to \(path): it is \(form == "XML" ? "an" : "a") \(form) property list (use --merge)",
                                       file: path, kind: .fileMessage)
            }
            bytes = existing + kind.encoding.encode(utf8: text, byteOrderMark: false)
        } else {
            bytes = options.outputEncoding.encode(utf8: text, byteOrderMark: options.outputEncoding != .utf8)
        }
        return bytes
    }
}
