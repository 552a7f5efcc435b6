import Foundation

/// What extraction found: entries in file order, then diagnostics in file order.
public struct Extraction: Sendable {
    /// The entries, packed (see `PackedEntries`); `entries` unpacks them.
    var packed: PackedEntries
    public var diagnostics: [Diagnostic] = []
    /// Per file given to `Extractor.extract(files:)`, where its diagnostics start in
    /// `diagnostics` (empty otherwise).
    var fileDiagnosticStarts: [Int] = []

    public var entries: [LocalizedEntry] { packed.unpacked }

    public init(entries: [LocalizedEntry] = [], diagnostics: [Diagnostic] = []) {
        self.packed = PackedEntries(entries)
        self.diagnostics = diagnostics
    }

    init(packed: PackedEntries, diagnostics: [Diagnostic]) {
        self.packed = packed
        self.diagnostics = diagnostics
    }
}

/// Runs reading, lexing and call recognition over source files, several files at once, with
/// results merged in command-line order so output never depends on timing.
public struct Extractor: Sendable {
    public let options: ExtractionOptions
    public let encoding: SourceEncoding
    private let routineTables: RoutineTables
    /// Whether calls go through the fast path first (see `PlainCall`); off only to check that
    /// both paths give the same (tests, fuzzing).
    var readsPlainCalls = true

    public init(options: ExtractionOptions = ExtractionOptions(), encoding: SourceEncoding = .utf8) {
        self.options = options
        self.encoding = encoding
        routineTables = RoutineTables(options: options)
    }

    private func routines(for language: SourceLanguage) -> RoutineTable {
        routineTables.table(for: language)
    }

    /// Each language's routine table, made when a file of the language is first scanned (on a
    /// scanning thread, while the folders are still listed: made first, they held up the
    /// listing by 0.25 ms, most of it the first table's first use of the code it runs).
    private final class RoutineTables: @unchecked Sendable {
        private let options: ExtractionOptions
        private let lock = NSLock()
        private var tables: [RoutineTable?] = [nil, nil, nil]

        init(options: ExtractionOptions) { self.options = options }

        func table(for language: SourceLanguage) -> RoutineTable {
            let k: Int
            switch language {
            case .cFamily: k = 0
            case .java: k = 1
            case .swift: k = 2
            }
            lock.lock()
            defer { lock.unlock() }
            if let table = tables[k] { return table }
            let table = RoutineTable(options: options, language: language)
            tables[k] = table
            return table
        }
    }

    /// Extracts from UTF-8 text (the language from `file`'s extension unless given).
    public func extract(text: String, file: String, language: SourceLanguage? = nil) -> Extraction {
        extract(SourceText(bytes: Array(text.utf8)), file: file, language: language ?? SourceLanguage(path: file))
    }

    public func extract(_ source: SourceText, file: String, language: SourceLanguage) -> Extraction {
        let worker = Worker(number: 0)
        let diagnostics = source.bytes.withUnsafeBufferPointer { buffer -> [Diagnostic] in
            guard buffer.count > source.start else { return [] }
            return extract(UnsafeBufferPointer(rebasing: buffer[source.start...]), file: file, fileNumber: 0,
                           language: language, worker: worker)
        }
        let numberer = TextNumberer(workers: 1)
        numberer.add(file: 0, worker.noteTexts(of: 0..<worker.entries.count))
        worker.finish()
        let result = FileResult(worker: 0, store: 0, entries: worker.stores[0].indices, diagnostics: diagnostics)
        return Extraction(packed: Self.merge([result], files: [file], workers: [worker], numberer: numberer),
                          diagnostics: diagnostics)
    }

    /// What one thread keeps while it scans files: its entries and the numbers of their texts.
    ///
    /// Entries go to arrays of a fixed capacity: the scan appends to `entries`, and a file
    /// that finds it nearly full starts a new one (the full one goes to `stores`), so entries
    /// are not copied to grow an array, and its memory is touched once.
    fileprivate final class Worker: @unchecked Sendable {
        var entries: [PackedEntry] = []
        /// The filled arrays; `finish()` adds the last one.
        var stores: [[PackedEntry]] = []
        var texts = TextInterner()
        /// The entries kept so far (see `ExtractionOptions.keepsRepeatedEntries`).
        var kept = EntrySet()
        let buffer = SourceReader.ReadBuffer()
        /// Which texts an earlier file of this worker used (see `noteTexts(of:)`).
        private var met: [Bool] = []
        /// The worker's index among the extraction's workers.
        let number: Int

        init(number: Int) { self.number = number }

        /// Entries per array (224 KiB).
        static let storeCapacity = 8192

        /// Before a file: a new array for its entries when fewer than a quarter of the
        /// current one's places are free (a file with more entries grows it). The index in
        /// `stores` the file's entries will have.
        func startFile() -> Int {
            if entries.capacity - entries.count < Self.storeCapacity / 4 {
                if !entries.isEmpty { stores.append(entries) }
                entries = []
                entries.reserveCapacity(Self.storeCapacity)
            }
            return stores.count
        }

        /// After a file whose entries are `range` of `entries`: the texts they use that no
        /// earlier file of this worker used, in the order the merge meets them (an entry's key,
        /// table, value, comment; entries in order), with their bytes and hash values. As the
        /// worker takes files in command-line order, a text's first use in the command-line
        /// order of all files is one of these, so only these are numbered (see `TextNumberer`).
        func noteTexts(of range: Range<Int>) -> TextNumberer.FileTexts {
            var new = TextNumberer.FileTexts(worker: number)
            if met.count < texts.count { met += repeatElement(false, count: texts.count - met.count) }
            let texts = self.texts  // (read from the object once, not at every text)
            met.withUnsafeMutableBufferPointer { met in
                entries.withUnsafeBufferPointer { entries in
                    func note(_ n: UInt32) {
                        if !met[Int(n)] {
                            met[Int(n)] = true
                            new.numbers.append(n)
                            texts.appendBytes(of: n, to: &new.bytes)
                            new.ends.append(new.bytes.count)
                            new.hashes.append(texts.hashes[Int(n)])
                        }
                    }
                    for i in range {
                        let entry = entries[i]
                        note(entry.key)
                        note(entry.table)
                        if entry.value != PackedEntry.none { note(entry.value) }
                        if entry.comment != PackedEntry.none { note(entry.comment) }
                    }
                }
            }
            return new
        }

        /// Puts the last array in `stores`.
        func finish() {
            stores.append(entries)
            entries = []
        }
    }

    /// Whether a CR not followed by LF is among the `count` bytes at `base` (a search for CR,
    /// which most files have none of, then one per CR LF line end when they do).
    static func hasLoneCR(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var p = 0
        while p < count, let found = memchr(base + p, 0x0D, count - p) {
            let cr = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if cr + 1 == count || base[cr + 1] != 0x0A { return true }
            p = cr + 2
        }
        return false
    }

    /// The bytes with each CR not followed by LF made an LF.
    static func loneCRsAsLF(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        text.indices.map { i in text[i] == 0x0D && (i + 1 == text.count || text[i + 1] != 0x0A) ? 0x0A : text[i] }
    }

    /// Extracts from UTF-8 text in memory into the worker's entries; the diagnostics. `mayHoldCR`
    /// false: the text is known to hold no CR.
    private func extract(_ text: UnsafeBufferPointer<UInt8>, file: String, fileNumber: Int, language: SourceLanguage,
                         worker: Worker, mayHoldCR: Bool = true) -> [Diagnostic] {
        guard let base = text.baseAddress, text.count > 0 else { return [] }
        // A CR alone (the line end of classic Mac OS, in a whole file or in some lines of one)
        // is read as LF, as compilers read it: lexing and line numbers know only LF and CR LF.
        if mayHoldCR && Self.hasLoneCR(base, text.count) {
            return Self.loneCRsAsLF(text).withUnsafeBufferPointer {
                extract($0, file: file, fileNumber: fileNumber, language: language, worker: worker)
            }
        }
        var recognizer = CallRecognizer(file: file, fileNumber: UInt32(truncatingIfNeeded: fileNumber), base: base,
                                        count: text.count, language: language, routines: routines(for: language))
        recognizer.readsPlainCalls = readsPlainCalls
        recognizer.entryLocations = options.entryLocations
        recognizer.keepsRepeatedEntries = options.keepsRepeatedEntries
        recognizer.forCatalogs = options.forCatalogs
        swap(&recognizer.texts, &worker.texts)
        swap(&recognizer.entries, &worker.entries)
        swap(&recognizer.kept, &worker.kept)
        recognizer.scan()
        swap(&recognizer.texts, &worker.texts)
        swap(&recognizer.entries, &worker.entries)
        swap(&recognizer.kept, &worker.kept)
        return recognizer.diagnostics
    }

    /// What one file gave: its entries (a range of one of its worker's stores) and its
    /// diagnostics.
    fileprivate struct FileResult {
        var worker: Int
        var store: Int
        var entries: Range<Int>
        var diagnostics: [Diagnostic]
    }

    /// Reads and extracts every file; unreadable files give a diagnostic and the rest go on.
    public func extract(files: [String]) -> Extraction {
        extract { feed in
            for file in files { feed.add(file) }
        }
    }

    /// Reads and extracts every file that `list` adds to the feed it is given, in the order
    /// added, while `list` runs on the caller's thread (the folders are listed while the first
    /// files are scanned).
    ///
    /// One worker per core takes the next file in command-line order until none is left (so
    /// a long file does not hold up a fixed share of the others), reads it into its own
    /// reused buffer, scans it there when it is UTF-8, and appends the entries to its own
    /// arrays; the caller's thread is one of the workers once `list` returns. The texts each
    /// file uses first are numbered, file by file in command-line order, as the files are done
    /// (`TextNumberer`); at the end the entries are renumbered into one `PackedEntries`.
    public func extract(listing list: (FileFeed) -> Void) -> Extraction {
        let feed = FileFeed()
        var workers = (0..<ThreadPool.cores).map { Worker(number: $0) }
        let numberer = TextNumberer(workers: workers.count)
        // Per worker, the files it scanned, with their indices.
        var found = [[(index: Int, result: FileResult)]](repeating: [], count: workers.count)
        let done = DispatchGroup()
        found.withUnsafeMutableBufferPointer { found in
            let found = SendableBuffer(found)
            let shared = SendableWorkers(workers)
            let scan = { (w: Int) in
                let worker = shared.workers[w]
                while let (index, path) = feed.next() {
                    let store = worker.startFile()
                    let before = worker.entries.count
                    let diagnostics = extract(path: path, fileNumber: index, worker: worker)
                    let entries = before..<worker.entries.count
                    found.buffer[w].append((index, FileResult(worker: w, store: store, entries: entries,
                                                              diagnostics: diagnostics)))
                    numberer.add(file: index, worker.noteTexts(of: entries))
                }
                worker.finish()
            }
            for w in workers.indices.dropFirst() {
                done.enter()
                ThreadPool.shared.async {
                    scan(w)
                    done.leave()
                }
                // The first scanning thread is started by this one, at once; a pool thread starts
                // the others (with many cores, starting them here held up the listing).
                if w == 1 { ThreadPool.shared.prepare(threads: workers.count - 1) }
            }
            list(feed)
            feed.close()
            scan(0)
            ThreadPool.wait(for: done)
        }
        let files = feed.added
        var results = [FileResult?](repeating: nil, count: files.count)
        for (index, result) in found.joined() { results[index] = result }
        let all = results.map { $0! }
        var diagnostics: [Diagnostic] = []
        var starts: [Int] = []
        for result in all {
            starts.append(diagnostics.count)
            diagnostics += result.diagnostics
        }
        var extraction = Extraction(packed: Self.merge(all, files: files, workers: workers, numberer: numberer),
                                    diagnostics: diagnostics)
        extraction.fileDiagnosticStarts = starts
        // The workers' memory (their texts, tables and buffers) is freed on another thread: on
        // this one it took 0.3 ms before the tables could be begun.
        let freed = KeptObjects(workers)
        workers = []
        ThreadPool.shared.async { freed.free() }
        return extraction
    }

    /// The files' entries in command-line order, their texts renumbered from the workers'
    /// numbers into the numbering `numberer` made, in which equal texts share the number of
    /// the first met: where they are, in the workers' arrays (one worker's on each core),
    /// which the result keeps (see `PackedEntries`).
    private static func merge(_ results: [FileResult], files: [String], workers: [Worker],
                              numberer: TextNumberer) -> PackedEntries {
        let renumber = numberer.renumber
        let input = SendableMerge(results: results, workers: workers, renumber: renumber)
        ThreadPool.shared.perform(iterations: workers.count) { w in
            let worker = input.workers[w]
            input.renumber[w].withUnsafeBufferPointer { map in
                for result in input.results where result.worker == w && !result.entries.isEmpty {
                    worker.stores[result.store].withUnsafeMutableBufferPointer { entries in
                        for i in result.entries {
                            entries[i].key = map[Int(entries[i].key)]
                            entries[i].table = map[Int(entries[i].table)]
                            if entries[i].value != PackedEntry.none { entries[i].value = map[Int(entries[i].value)] }
                            if entries[i].comment != PackedEntry.none { entries[i].comment = map[Int(entries[i].comment)] }
                        }
                    }
                }
            }
        }
        // The workers' stores one after another.
        var firstStore: [Int] = []
        var stores: [[PackedEntry]] = []
        for worker in workers {
            firstStore.append(stores.count)
            stores += worker.stores
        }
        let runs = results.map { PackedEntries.Run(store: firstStore[$0.worker] + $0.store, range: $0.entries) }
        return PackedEntries(texts: numberer.texts, files: files, stores: stores, runs: runs)
    }

    /// What the renumbering reads, one worker's part on each thread.
    private struct SendableMerge: @unchecked Sendable {
        let results: [FileResult]
        let workers: [Worker]
        let renumber: [[UInt32]]
    }

    private func extract(path: String, fileNumber: Int, worker: Worker) -> [Diagnostic] {
        let count: Int
        switch SourceReader.read(path: path, into: worker.buffer) {
        case .failure(let d): return [d]
        case .success(let n): count = n
        }
        let bytes = worker.buffer.bytes(count: count)
        let language = SourceLanguage(path: path)
        switch SourceReader.decode(buffered: bytes, path: path, encoding: encoding) {
        case .inPlace(let start, let sawCR):
            return extract(UnsafeBufferPointer(rebasing: bytes[start...]), file: path, fileNumber: fileNumber,
                           language: language, worker: worker, mayHoldCR: sawCR)
        case .decoded(.failure(let d)):
            return [d]
        case .decoded(.success(let source)):
            return source.bytes.withUnsafeBufferPointer { decoded in
                guard decoded.count > source.start else { return [] }
                return extract(UnsafeBufferPointer(rebasing: decoded[source.start...]), file: path, fileNumber: fileNumber,
                               language: language, worker: worker)
            }
        }
    }
}

/// Numbers the texts of the files in command-line order as the files are done, on the
/// scanning threads: each file's first-used texts (`Extractor.Worker.noteTexts(of:)`) are
/// added, and the thread that adds the next file to number numbers it and every later file
/// already added (unless another thread is at it, which then does). Done after the scan, this
/// took a core 0.8 ms while the other waited.
final class TextNumberer: @unchecked Sendable {
    /// A file's first-used texts: their numbers in their worker's interner, bytes (copied: the
    /// numbering may run on another thread while the worker's interner grows) and hash values.
    /// The bytes are one array, not a `String` per text: a text that another worker's file
    /// numbered first is only compared, and a `String` is made once per distinct text
    /// (`PackedEntries.Numbering`).
    struct FileTexts {
        var worker: Int
        var numbers: [UInt32] = []
        /// The texts' bytes one after another; `ends[k]`, where text `k`'s end.
        var bytes: [UInt8] = []
        var ends: [Int] = []
        var hashes: [Int] = []
    }

    private let lock = NSLock()
    /// Files added and not yet numbered, by index.
    private var waiting: [Int: FileTexts] = [:]
    private var next = 0
    private var numbering = false
    private var numbers = PackedEntries.Numbering()
    /// Per worker, the number of each of its texts (`PackedEntry.none` for a text no entry kept
    /// uses).
    private(set) var renumber: [[UInt32]]

    init(workers: Int) {
        renumber = Array(repeating: [], count: workers)
    }

    /// Every text, in number order (once every file is numbered).
    var texts: [String] { numbers.texts }

    /// Adds file `index`'s texts (every file must be added, in any order).
    func add(file index: Int, _ texts: FileTexts) {
        lock.lock()
        waiting[index] = texts
        guard !numbering else {
            lock.unlock()
            return
        }
        numbering = true
        while let file = waiting.removeValue(forKey: next) {
            next += 1
            lock.unlock()
            number(file)
            lock.lock()
        }
        numbering = false
        lock.unlock()
    }

    private func number(_ file: FileTexts) {
        guard let largest = file.numbers.max() else { return }
        if renumber[file.worker].count <= Int(largest) {
            renumber[file.worker] += repeatElement(PackedEntry.none, count: Int(largest) + 1 - renumber[file.worker].count)
        }
        renumber[file.worker].withUnsafeMutableBufferPointer { map in
            file.bytes.withUnsafeBufferPointer { bytes in
                for k in file.numbers.indices {
                    let text = UnsafeBufferPointer(rebasing: bytes[(k == 0 ? 0 : file.ends[k - 1])..<file.ends[k]])
                    map[Int(file.numbers[k])] = numbers.number(bytes: text, hash: file.hashes[k])
                }
            }
        }
    }
}

/// Objects kept until `free()`.
final class KeptObjects: @unchecked Sendable {
    private var objects: [AnyObject]
    init(_ objects: [AnyObject]) { self.objects = objects }
    func free() { objects = [] }
}

/// The workers; each concurrent iteration uses only its own.
private struct SendableWorkers: @unchecked Sendable {
    let workers: [Extractor.Worker]
    init(_ workers: [Extractor.Worker]) { self.workers = workers }
}
