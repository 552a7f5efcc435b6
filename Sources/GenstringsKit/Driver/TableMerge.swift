/// `--merge`: update a language's tables (`-o fr.lproj`) from the code while keeping its
/// translations: values of keys still used are kept, new keys get the source value,
/// comments follow the code, keys no longer used are dropped unless `--keep-unused`, or unless
/// calls were reported as bad entries (`badEntries`): such a call gives no entry, so a key it
/// uses would look unused and lose its translation.
/// Each file keeps its own encoding.
enum TableMerge {
    static func run(_ options: Options, tables: [StringsTable], writer: StringsWriter, folder: OutputFolder,
                    badEntries: Int = 0, sink: inout DiagnosticSink) {
        let keepsUnused = options.keepUnused || badEntries > 0
        var writes = StagedWrites()
        for table in tables {
            let name = table.name + ".strings"
            var existing: [StringsFileEntry] = []
            var existingBytes: [UInt8]? = nil
            var encoding = ExistingTableEncoding(encoding: options.outputEncoding, byteOrderMark: options.outputEncoding != .utf8)
            do {
                existingBytes = try folder.existing(name)
                if let bytes = existingBytes {
                    let file = try StringsFileReader.parse(bytes, path: folder.file(name))
                    existing = file.entries
                    // A property list is written as text in the output encoding (its bytes taken
                    // for text would give BOM-less UTF-16).
                    encoding = ExistingTableEncoding(of: file) ?? encoding
                }
            } catch {
                sink.report(error: error, path: folder.file(name))
                continue
            }
            // Translations are found by the decoded key, so a re-escaped key still matches; of a
            // key written twice the last counts, as when the table is loaded. The key as it is
            // (scalar for scalar) first, then one in another Unicode normalization: a table can
            // hold both, and each keeps its own translation.
            var translations: [ExactText: StringsFileEntry] = [:]
            var equivalent: [String: StringsFileEntry] = [:]
            for entry in existing {
                translations[ExactText(entry.key)] = entry
                equivalent[entry.key] = entry
            }
            var merged: [(key: String, value: String, comments: [String])] = []
            var used = Set<ExactText>()
            var added = 0
            var kept = 0
            for entry in table.entries {
                let decoded = StringsEscaping.unescape(entry.key)
                used.insert(ExactText(decoded))
                if let old = translations[ExactText(decoded)] ?? equivalent[decoded] {
                    used.insert(ExactText(old.key))
                    merged.append((entry.key, old.rawValue, entry.comments))
                    kept += 1
                } else {
                    merged.append((entry.key, writer.outputValue(entry.value), entry.comments))
                    added += 1
                }
            }
            var unused = existing.filter { !used.contains(ExactText($0.key)) }
            var seenUnused = Set<ExactText>()
            unused = unused.filter { seenUnused.insert(ExactText($0.key)).inserted }
            if keepsUnused {
                // (`entryText` makes a `*/` in a kept comment safe, as for every comment.)
                merged += unused.map { ($0.rawKey, translations[ExactText($0.key)]!.rawValue, $0.comment.map { [$0] } ?? []) }
                merged = KeyOrder.order(merged.map(\.key)).map { merged[$0] }
            }
            let text = merged.map { StringsWriter.entryText(comments: $0.comments, key: $0.key, value: $0.value) }.joined()
            let bytes = encoding.encoding.encode(text, byteOrderMark: encoding.byteOrderMark)
            // A table whose entries stay as they are is not rewritten: its line ends, layout and
            // anything between its entries would change for nothing (a whole-file diff). Texts
            // are compared scalar for scalar: a key the code writes in another Unicode
            // normalization is not the table's key at run time, and is written as the code has it.
            func same(_ a: [StringsFileEntry], _ b: [StringsFileEntry]) -> Bool {
                a.count == b.count && zip(a, b).allSatisfy {
                    $0.rawKey.isExactly($1.rawKey) && $0.rawValue.isExactly($1.rawValue)
                        && ($0.comment ?? "").isExactly($1.comment ?? "") && ($0.comment == nil) == ($1.comment == nil)
                }
            }
            let unchanged = existingBytes != nil
                && (try? StringsFileReader.parse(bytes, path: folder.file(name))).map { same($0.entries, existing) } == true
            let removed = keepsUnused ? 0 : unused.count
            var keptUnused = keepsUnused ? ", \(unused.count) unused kept" : ""
            if keepsUnused && !options.keepUnused && !unused.isEmpty {
                keptUnused += " (\(badEntries == 1 ? "a call" : "\(badEntries) calls") reported above gave no entry; keys not found are removed once \(badEntries == 1 ? "it is" : "they are") fixed)"
            }
            let message = "\(name): \(added) added, \(kept) kept, \(removed) removed\(keptUnused)"
            if unchanged {
                writes.note(message)
            } else {
                writes.stage(bytes, as: name, in: folder, message: message, sink: &sink)
            }
        }
        writes.finish(sink: &sink)
    }
}
