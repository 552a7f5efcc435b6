/// Entry point for the libFuzzer harness in `Fuzz/`: runs source decoding, the lexer, call
/// recognition, coalescing, the writer and the .strings and JSON readers over arbitrary bytes as every supported language.
/// It must never crash or hang, the fast path for plain calls must give what the general
/// call parser gives, and stopping inside routine names what stopping at their first bytes gives
/// (a difference stops the run).
public enum FuzzEntry {
    static let extractor = Extractor(options: ExtractionOptions(routines: ["MyLocalized", "Text"], swiftUI: true, modernSwift: true))
    static let generalExtractor: Extractor = {
        var e = extractor
        e.readsPlainCalls = false
        return e
    }()
    /// With `-s LocalizedString`, a pair inside `NSLocalizedString`'s name and one at its own start.
    static let insideNamesExtractor = Extractor(options: ExtractionOptions(routines: ["LocalizedString", "MyLocalized", "L"]))
    static let firstBytesExtractor: Extractor = {
        var options = insideNamesExtractor.options
        options.stopsInsideNames = false
        return Extractor(options: options)
    }()

    /// Extraction for a catalog (`--xcstrings`), which looks for SwiftUI's views and modifiers too.
    static let catalogExtractor: Extractor = {
        var options = ExtractionOptions(routines: ["MyLocalized"], swiftUI: true, modernSwift: true)
        options.forCatalogs = true
        return Extractor(options: options)
    }()
    static let catalogGeneralExtractor: Extractor = {
        var e = catalogExtractor
        e.readsPlainCalls = false
        return e
    }()

    public static func run(_ data: UnsafeRawBufferPointer) {
        let bytes = Array(data.bindMemory(to: UInt8.self))
        var entries: [LocalizedEntry] = []
        for encoding in [SourceEncoding.utf8, .detect] {
            guard case .success(let source) = SourceReader.decode(bytes, path: "fuzz", encoding: encoding) else { continue }
            for (file, language) in [("f.m", SourceLanguage.cFamily), ("f.swift", .swift), ("f.java", .java)] {
                let extraction = extractor.extract(source, file: file, language: language)
                let general = generalExtractor.extract(source, file: file, language: language)
                precondition(extraction.entries == general.entries && extraction.diagnostics == general.diagnostics,
                             "the fast path and the general parser disagree")
                let inside = insideNamesExtractor.extract(source, file: file, language: language)
                let firstBytes = firstBytesExtractor.extract(source, file: file, language: language)
                precondition(inside.entries == firstBytes.entries && inside.diagnostics == firstBytes.diagnostics,
                             "stops inside names and at their first bytes disagree")
                entries += extraction.entries
            }
            let catalog = catalogExtractor.extract(source, file: "f.swift", language: .swift)
            let catalogGeneral = catalogGeneralExtractor.extract(source, file: "f.swift", language: .swift)
            precondition(catalog.entries == catalogGeneral.entries && catalog.diagnostics == catalogGeneral.diagnostics,
                         "the fast path and the general parser disagree (catalog)")
            // The project's own key parameters, read from the same text (`KeyParameters`).
            let declared = source.bytes.withUnsafeBufferPointer { text -> KeyParameters in
                guard let base = text.baseAddress, text.count > source.start else { return KeyParameters([]) }
                return KeyParameters([KeyParameters.declarations(in: base + source.start, count: text.count - source.start,
                                                                 types: .init(swiftUI: true, modern: true))])
            }
            var options = catalogExtractor.options
            options.keyParameters = declared
            var declaredExtractor = Extractor(options: options)
            let withDeclared = declaredExtractor.extract(source, file: "f.swift", language: .swift)
            declaredExtractor.readsPlainCalls = false
            let withDeclaredGeneral = declaredExtractor.extract(source, file: "f.swift", language: .swift)
            precondition(withDeclared.entries == withDeclaredGeneral.entries,
                         "the fast path and the general parser disagree (declared keys)")
        }
        let (tables, _) = Coalescer.coalesce(entries)
        let writer = StringsWriter(positionalParameters: true, decodeUnicodeEscapes: true)
        for table in tables {
            _ = OutputEncoding.utf16LittleEndian.encode(writer.text(of: table))
        }
        // The readers of existing tables and catalogs take untrusted files too.
        _ = try? StringsFileReader.parse(bytes, path: "fuzz.strings")
        if let json = try? JSONValue.parse(bytes) { _ = json.serialized() }
    }
}
