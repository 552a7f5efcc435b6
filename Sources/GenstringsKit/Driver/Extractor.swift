import Foundation

/// What extraction found: entries in file order, then diagnostics in file order.
public struct Extraction: Sendable {
    public var entries: [LocalizedEntry] = []
    public var diagnostics: [Diagnostic] = []

    public init(entries: [LocalizedEntry] = [], diagnostics: [Diagnostic] = []) {
        self.entries = entries
        self.diagnostics = diagnostics
    }
}

/// Runs reading, lexing and call recognition over source files, several files at once, with
/// results merged in command-line order so output never depends on timing.
public struct Extractor: Sendable {
    public let options: ExtractionOptions
    public let encoding: SourceEncoding
    private let cFamily: RoutineTable
    private let java: RoutineTable
    private let swift: RoutineTable

    public init(options: ExtractionOptions = ExtractionOptions(), encoding: SourceEncoding = .utf8) {
        self.options = options
        self.encoding = encoding
        cFamily = RoutineTable(options: options, language: .cFamily)
        java = RoutineTable(options: options, language: .java)
        swift = RoutineTable(options: options, language: .swift)
    }

    private func routines(for language: SourceLanguage) -> RoutineTable {
        switch language {
        case .cFamily: return cFamily
        case .java: return java
        case .swift: return swift
        }
    }

    /// Extracts from UTF-8 text (the language from `file`'s extension unless given).
    public func extract(text: String, file: String, language: SourceLanguage? = nil) -> Extraction {
        extract(SourceText(bytes: Array(text.utf8)), file: file, language: language ?? SourceLanguage(path: file))
    }

    public func extract(_ source: SourceText, file: String, language: SourceLanguage) -> Extraction {
        var texts = TextInterner()
        let entries = EntryBuffer()
        let diagnostics = source.bytes.withUnsafeBufferPointer { buffer -> [Diagnostic] in
            guard buffer.count > source.start else { return [] }
            return extract(UnsafeBufferPointer(rebasing: buffer[source.start...]), file: file, language: language,
                           into: entries, texts: &texts)
        }
        return Extraction(entries: entries.takeAll(), diagnostics: diagnostics)
    }

    /// Extracts from UTF-8 text in memory into `entries`; the diagnostics. `texts` is the
    /// calling thread's interner.
    private func extract(_ text: UnsafeBufferPointer<UInt8>, file: String, language: SourceLanguage,
                         into entries: EntryBuffer, texts: inout TextInterner) -> [Diagnostic] {
        guard let base = text.baseAddress, text.count > 0 else { return [] }
        var recognizer = CallRecognizer(file: file, base: base, count: text.count, language: language,
                                        routines: routines(for: language), entries: entries)
        swap(&recognizer.texts, &texts)
        recognizer.scan()
        swap(&recognizer.texts, &texts)
        return recognizer.diagnostics
    }

    /// What one file gave: its entries, a range of its worker's buffer, and its diagnostics.
    fileprivate struct FileResult {
        var worker: Int
        var entries: Range<Int>
        var diagnostics: [Diagnostic]
    }

    /// Reads and extracts every file; unreadable files give a diagnostic and the rest go on.
    ///
    /// One worker per core takes the next file in command-line order until none is left (so
    /// a long file does not hold up a fixed share of the others), reads it into its own
    /// reused buffer, scans it there when it is UTF-8, and appends the entries to its own
    /// `EntryBuffer`. At the end the entries are moved, file by file in command-line order,
    /// into one array.
    public func extract(files: [String]) -> Extraction {
        var results = [FileResult?](repeating: nil, count: files.count)
        let queue = WorkQueue(count: files.count)
        let workers = min(files.count, ProcessInfo.processInfo.activeProcessorCount)
        let buffers = (0..<workers).map { _ in EntryBuffer() }
        results.withUnsafeMutableBufferPointer { slots in
            let slots = SendableBuffer(slots)
            let workerBuffers = SendableEntryBuffers(buffers)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let buffer = SourceReader.ReadBuffer()
                let entries = workerBuffers.buffers[worker]
                var texts = TextInterner()
                while let index = queue.next() {
                    let before = entries.count
                    let diagnostics = extract(path: files[index], buffer: buffer, into: entries, texts: &texts)
                    slots.buffer[index] = FileResult(worker: worker, entries: before..<entries.count, diagnostics: diagnostics)
                }
            }
        }
        var all = Extraction()
        all.entries = Self.merge(results.map { $0! }, from: buffers, workers: workers)
        for result in results { all.diagnostics += result!.diagnostics }
        return all
    }

    /// The files' entries moved into one array in command-line order, by all workers at once
    /// (each moves a contiguous run of files; the array is fresh memory, so the moving also
    /// pays its page faults).
    private static func merge(_ results: [FileResult], from buffers: [EntryBuffer], workers: Int) -> [LocalizedEntry] {
        // Where each file's entries go.
        var offsets = [Int](repeating: 0, count: results.count + 1)
        for (i, result) in results.enumerated() { offsets[i + 1] = offsets[i] + result.entries.count }
        let total = offsets[results.count]
        let entries = [LocalizedEntry](unsafeUninitializedCapacity: total) { destination, initialized in
            // Each share moves the files whose first entry falls into its part of the array.
            let shares = max(1, min(workers, total / 16384))
            var firstFile = [Int](repeating: results.count, count: shares + 1)
            var file = 0
            for share in 0..<shares {
                while offsets[file] < total * share / shares { file += 1 }
                firstFile[share] = file
            }
            let target = SendableEntryPointer(destination.baseAddress)
            let input = SendableMergeInput(results: results, offsets: offsets, firstFile: firstFile, buffers: buffers)
            DispatchQueue.concurrentPerform(iterations: shares) { share in
                for i in input.firstFile[share]..<input.firstFile[share + 1] where !input.results[i].entries.isEmpty {
                    let result = input.results[i]
                    input.buffers[result.worker].moveOut(result.entries, to: target.pointer! + input.offsets[i])
                }
            }
            initialized = total
        }
        buffers.forEach { $0.forgetMoved() }
        return entries
    }

    private func extract(path: String, buffer: SourceReader.ReadBuffer, into entries: EntryBuffer,
                         texts: inout TextInterner) -> [Diagnostic] {
        let count: Int
        switch SourceReader.read(path: path, into: buffer) {
        case .failure(let d): return [d]
        case .success(let n): count = n
        }
        let bytes = buffer.bytes(count: count)
        let language = SourceLanguage(path: path)
        switch SourceReader.decode(buffered: bytes, path: path, encoding: encoding) {
        case .inPlace(let start):
            return extract(UnsafeBufferPointer(rebasing: bytes[start...]), file: path, language: language, into: entries,
                           texts: &texts)
        case .decoded(.failure(let d)):
            return [d]
        case .decoded(.success(let source)):
            return source.bytes.withUnsafeBufferPointer { decoded in
                guard decoded.count > source.start else { return [] }
                return extract(UnsafeBufferPointer(rebasing: decoded[source.start...]), file: path, language: language,
                               into: entries, texts: &texts)
            }
        }
    }
}

/// The merge's destination; each concurrent iteration writes its own range.
private struct SendableEntryPointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<LocalizedEntry>?
    init(_ pointer: UnsafeMutablePointer<LocalizedEntry>?) { self.pointer = pointer }
}

/// What the merge reads; each concurrent iteration moves a disjoint set of files.
private struct SendableMergeInput: @unchecked Sendable {
    let results: [Extractor.FileResult]
    let offsets: [Int]
    let firstFile: [Int]
    let buffers: [EntryBuffer]
}

/// The workers' entry buffers; each concurrent iteration uses only its own.
private struct SendableEntryBuffers: @unchecked Sendable {
    let buffers: [EntryBuffer]
    init(_ buffers: [EntryBuffer]) { self.buffers = buffers }
}

/// Hands out the indices 0..<count once each, to whichever worker asks first.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}

/// Each concurrent iteration writes only its own slot.
private struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
