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
        source.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > source.start else { return Extraction() }
            var recognizer = CallRecognizer(file: file, base: base + source.start, count: buffer.count - source.start,
                                            language: language, routines: routines(for: language))
            recognizer.scan()
            return Extraction(entries: recognizer.entries, diagnostics: recognizer.diagnostics)
        }
    }

    /// Reads and extracts every file; unreadable files give a diagnostic and the rest go on.
    public func extract(files: [String]) -> Extraction {
        var results = [Extraction?](repeating: nil, count: files.count)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = SendableBuffer(slots)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let path = files[index]
                switch SourceReader.read(path: path, encoding: encoding) {
                case .failure(let d):
                    slots.buffer[index] = Extraction(diagnostics: [d])
                case .success(let source):
                    slots.buffer[index] = extract(source, file: path, language: SourceLanguage(path: path))
                }
            }
        }
        var all = Extraction()
        for result in results {
            all.entries += result!.entries
            all.diagnostics += result!.diagnostics
        }
        return all
    }
}

/// Each concurrent iteration writes only its own slot.
private struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
