import Foundation

/// `--xcstrings`: instead of `.strings` tables, write or update `<Table>.xcstrings` String
/// Catalogs in `-o` as Xcode does (see `CatalogSync`); with `--check`, compare instead.
/// Catalogs in the folder that the code no longer uses at all are synced too, so their keys
/// become stale.
enum CatalogOutput {
    static func run(_ options: Options, tables: [StringsTable], folder: OutputFolder, sink: inout DiagnosticSink) {
        // Names kept apart scalar for scalar: tables whose names differ only in Unicode
        // normalization are two catalogs, as they are two `.strings` tables (a `String` key
        // took them for one, and the second table's keys replaced the first's).
        var byName: [ExactText: StringsTable] = [:]
        for table in tables { byName[ExactText(table.name)] = table }
        // `InfoPlist` holds the strings of Info.plist, and `AppShortcuts` the App Shortcuts
        // phrases Xcode takes from an `AppShortcutsProvider`, not strings of the code: left
        // alone unless the code uses that table.
        // A folder that can be written but not listed hides its other catalogs: said, not
        // taken for a folder without any.
        var names: [String] = []
        if let directory = opendir(folder.path) {
            while let entry = readdir(directory) {
                names.append(withUnsafePointer(to: &entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) { String(cString: $0) }
                })
            }
            closedir(directory)
        } else {
            let reason = String(cString: strerror(errno))
            sink.report(.error("cannot read folder \(folder.path): \(reason); its catalogs that the code no longer uses are not updated",
                               file: folder.path, kind: .fileMessage))
        }
        let onDisk = names
            .filter { $0.hasSuffix(".xcstrings") && !$0.hasPrefix(".") }
            .map { String($0.dropLast(".xcstrings".count)) }
            .filter { !options.skipTables.contains($0) && !notOfTheCode.contains($0) }
        // A catalog listed under another normalization of a table's name that opens the same
        // file (macOS's file systems list names decomposed, where code has them composed) is
        // that table's catalog, not another one to make stale.
        func sameFile(_ a: String, _ b: String) -> Bool {
            var x = stat(), y = stat()
            return stat(folder.file(a + ".xcstrings"), &x) == 0 && stat(folder.file(b + ".xcstrings"), &y) == 0
                && x.st_dev == y.st_dev && x.st_ino == y.st_ino
        }
        let spellings = Dictionary(grouping: tables.map(\.name), by: { $0 })
        let others = onDisk.filter { name in
            byName[ExactText(name)] == nil && !(spellings[name] ?? []).contains { sameFile($0, name) }
        }
        let all = Set(byName.keys).union(others.map(ExactText.init)).map(\.text)
            .sorted { $0 < $1 || (!($1 < $0) && $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)) }
        // The catalogs are put in place together, once every one was written (`StagedWrites`).
        var writes = StagedWrites()
        for name in all {
            sync(name: name, table: byName[ExactText(name)], options: options, folder: folder, writes: &writes, sink: &sink)
        }
        writes.finish(sink: &sink)
        sink.report(Driver.caseOnlyNameWarnings(tables.map(\.name), folder: folder, fileExtension: ".xcstrings"))
    }

    /// Catalogs Xcode fills from something other than localizable strings in the code.
    static let notOfTheCode: Set<String> = ["InfoPlist", "AppShortcuts"]

    static func sync(name: String, table: StringsTable?, options: Options, folder: OutputFolder, writes: inout StagedWrites,
                     sink: inout DiagnosticSink) {
        let file = name + ".xcstrings"
        let existing: [UInt8]?
        var catalog = StringCatalog(sourceLanguage: options.sourceLanguage)
        do {
            existing = try folder.existing(file)
            if let existing { catalog = try StringCatalog.parse(bytes: existing, path: folder.file(file)) }
        } catch {
            sink.report(error: error, path: folder.file(file))
            if options.mode == .check { sink.console.out("\(file): cannot be read (see the error above)") }
            return
        }
        // A catalog of a storyboard's or xib's strings (every entry an Interface Builder object's,
        // `abc-12-xyz.text`), which the code does not use: Xcode fills it from the storyboard,
        // so it is left as it is (its layout included).
        if table == nil, !catalog.strings.isEmpty, catalog.strings.allSatisfy({ CatalogSync.isInterfaceBuilderEntry($0.key, $0.value) }) {
            return
        }
        // A Swift interpolation in a `NSLocalizedString` key makes the key at run time another
        // text: Xcode does not extract it, and neither does the catalog.
        let strings = keysOfTheCatalog((table?.entries ?? []).filter { !hasInterpolation($0.key) }.map(extracted), catalog)
        // A table whose every key was left out makes no new catalog.
        if existing == nil && strings.isEmpty { return }
        // A catalog's keys are Swift strings, which take text in two Unicode normalizations for
        // one: such keys of the code become one key of the catalog. Say so (a table keeps both).
        var firstForm: [String: String] = [:]
        var reported = Set<String>()
        for string in strings {
            if let first = firstForm[string.key] {
                if !first.isExactly(string.key) && reported.insert(first).inserted {
                    sink.report(.warning("\(folder.file(file)): keys \"\(first)\" differ only in Unicode normalization; the catalog keeps them as one key",
                                         file: folder.file(file), kind: .fileMessage))
                }
            } else {
                firstForm[string.key] = string.key
            }
        }
        let summary = CatalogSync.sync(&catalog, with: strings, numbersSpecifiers: options.positionalParameters)
        let bytes = catalog.serialized()
        let counts = "\(summary.added) added, \(summary.updated) updated, \(summary.staled) stale"
        if options.mode == .check {
            if existing == bytes {
                sink.console.out("\(file): up to date")
            } else {
                sink.failed = true
                if existing == nil {
                    sink.console.out("\(file): missing (\(strings.count) \(strings.count == 1 ? "key" : "keys") to add)")
                } else if summary == CatalogSyncSummary() {
                    sink.console.out("\(file): out of date (the same strings, laid out differently from how Xcode writes them)")
                } else {
                    sink.console.out("\(file): out of date (\(counts))")
                }
            }
            return
        }
        guard existing != bytes else {
            writes.note("\(file): up to date")
            return
        }
        writes.stage(bytes, as: file, in: folder, message: "\(file): \(counts)", sink: &sink)
    }

    /// The code's strings with a key that has `%@` for an interpolation (`Text("\(count) items")`:
    /// the tool does not know its type) given the catalog's keys that differ only in the types
    /// of their specifiers (`%lld items`, as Xcode, which knows the type, made it): those keys'
    /// translations are the code's, not stale beside an untranslated `%@ items`. With several
    /// such keys (`%d%%` and `%lld%%`) each is kept; one the code also gives as written (an
    /// `NSLocalizedString("%lld items", ...)`) takes the string in, and no `%@` key is added.
    static func keysOfTheCatalog(_ strings: [ExtractedString], _ catalog: StringCatalog) -> [ExtractedString] {
        guard strings.contains(where: { $0.key.contains("%@") }) else { return strings }
        /// The key with each specifier written `%@`.
        func shape(_ key: String) -> String {
            let bytes = Array(key.utf8)
            var out: [UInt8] = []
            var last = 0
            for spec in FormatSpecifiers.specifiers(in: bytes, rule: .printf) where !spec.isPositional {
                out += bytes[last..<spec.start] + Array("%@".utf8)
                last = spec.end
            }
            out += bytes[last...]
            return String(decoding: out, as: UTF8.self)
        }
        var byShape: [String: [String]] = [:]
        for key in catalog.strings.keys where key.contains("%") {
            byShape[shape(key), default: []].append(key)
        }
        let used = Set(strings.map(\.key))
        var renamedTo: Set<String> = []
        var result: [ExtractedString] = []
        for string in strings {
            guard string.key.contains("%@"), catalog.strings[string.key] == nil, let candidates = byShape[shape(string.key)] else {
                result.append(string)
                continue
            }
            for candidate in candidates.sorted() where !used.contains(candidate) && renamedTo.insert(candidate).inserted {
                var renamed = string
                renamed.key = candidate
                result.append(renamed)
            }
        }
        return result
    }

    /// Whether a key as written holds a Swift interpolation, `\(` (a backslash not itself escaped).
    static func hasInterpolation(_ key: String) -> Bool {
        var escaped = false
        for b in key.utf8 {
            if escaped {
                if b == UInt8(ascii: "(") { return true }
                escaped = false
            } else if b == UInt8(ascii: "\\") {
                escaped = true
            }
        }
        return false
    }

    /// Catalogs hold text, not source escapes: `\"` in the code is `"` in the catalog.
    static func extracted(_ entry: TableEntry) -> ExtractedString {
        // A value with a Swift interpolation (`value: "Hi \(name)"`) is another text at run time,
        // and no format: no source value, as for such a key (it read `Hi (name)`).
        ExtractedString(key: StringsEscaping.unescape(entry.key, swift: true),
                        value: entry.hasExplicitValue && !hasInterpolation(entry.value) ? StringsEscaping.unescape(entry.value, swift: true) : nil,
                        comment: entry.comments.isEmpty ? nil : StringsEscaping.unescape(entry.comments.joined(separator: "\n"), swift: true))
    }
}
