import Foundation

/// `--xcstrings`: instead of `.strings` tables, write or update `<Table>.xcstrings` String
/// Catalogs in `-o` as Xcode does (see `CatalogSync`); with `--check`, compare instead.
/// Catalogs in the folder that the code no longer uses at all are synced too, so their keys
/// become stale.
enum CatalogOutput {
    static func run(_ options: Options, tables: [StringsTable], folder: OutputFolder, sink: inout DiagnosticSink) {
        var byName: [String: StringsTable] = [:]
        for table in tables { byName[table.name] = table }
        let onDisk = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcstrings") && !$0.hasPrefix(".") }
            .map { String($0.dropLast(".xcstrings".count)) }
            .filter { !options.skipTables.contains($0) }
        for name in Set(byName.keys).union(onDisk).sorted() {
            sync(name: name, table: byName[name], options: options, folder: folder, sink: &sink)
        }
    }

    static func sync(name: String, table: StringsTable?, options: Options, folder: OutputFolder, sink: inout DiagnosticSink) {
        let file = name + ".xcstrings"
        let existing: [UInt8]?
        var catalog = StringCatalog(sourceLanguage: options.sourceLanguage)
        do {
            existing = try folder.existing(file)
            if let existing { catalog = try StringCatalog.parse(bytes: existing, path: folder.file(file)) }
        } catch {
            sink.report(error: error, path: folder.file(file))
            return
        }
        let strings = (table?.entries ?? []).map(extracted)
        let summary = CatalogSync.sync(&catalog, with: strings)
        let bytes = catalog.serialized()
        let counts = "\(summary.added) added, \(summary.updated) updated, \(summary.staled) stale"
        if options.mode == .check {
            if existing == bytes {
                sink.console.out("\(file): up to date")
            } else {
                sink.failed = true
                sink.console.out(existing == nil ? "\(file): missing (\(strings.count) \(strings.count == 1 ? "key" : "keys") to add)" : "\(file): out of date (\(counts))")
            }
            return
        }
        guard existing != bytes else {
            sink.console.out("\(file): up to date")
            return
        }
        do {
            try folder.write(bytes, to: file)
            sink.console.out("\(file): \(counts)")
        } catch {
            sink.report(error: error, path: folder.file(file))
        }
    }

    /// Catalogs hold text, not source escapes: `\"` in the code is `"` in the catalog.
    static func extracted(_ entry: TableEntry) -> ExtractedString {
        ExtractedString(key: StringsEscaping.unescape(entry.key),
                        value: entry.hasExplicitValue ? StringsEscaping.unescape(entry.value) : nil,
                        comment: entry.comments.isEmpty ? nil : StringsEscaping.unescape(entry.comments.joined(separator: "\n")))
    }
}
