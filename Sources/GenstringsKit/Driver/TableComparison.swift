/// The differences between a table as the code gives it and the table on disk, by key.
struct TableComparison {
    struct Change: Equatable {
        var key: String
        var what: String
    }

    var added: [String] = []
    var removed: [String] = []
    var changed: [Change] = []
    /// Same entries, other order (e.g. a table edited by hand).
    var reordered = false

    /// How many keys changed (a key whose value and comment both changed has two lines).
    var changedKeys: Int { Set(changed.map(\.key)).count }

    var isUpToDate: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && !reordered }

    /// `generated`: (key as written, value as written, comment text) in output order.
    /// A key the table holds more than once is compared by its last entry, the one that
    /// counts when the table is loaded (and the one `--merge` keeps), and is reported as a
    /// change: regenerating writes it once.
    init(generated: [(key: String, value: String, comment: String)], existing: [StringsFileEntry]) {
        var old: [String: StringsFileEntry] = [:]
        var times: [String: Int] = [:]
        for entry in existing {
            old[entry.rawKey] = entry
            times[entry.rawKey, default: 0] += 1
        }
        var seen = Set<String>()
        for entry in generated {
            seen.insert(entry.key)
            guard let previous = old[entry.key] else {
                added.append(entry.key)
                continue
            }
            if previous.rawValue != entry.value {
                changed.append(Change(key: entry.key, what: "value \"\(previous.rawValue)\" -> \"\(entry.value)\""))
            }
            if (previous.comment ?? "") != entry.comment {
                changed.append(Change(key: entry.key, what: "comment \"\(previous.comment ?? "")\" -> \"\(entry.comment)\""))
            }
        }
        var reported = Set<String>()
        for entry in existing where reported.insert(entry.rawKey).inserted {
            if !seen.contains(entry.rawKey) {
                removed.append(entry.rawKey)
            } else if let n = times[entry.rawKey], n > 1 {
                changed.append(Change(key: entry.rawKey, what: "written \(n) times in the table"))
            }
        }
        if added.isEmpty && removed.isEmpty && changed.isEmpty {
            reordered = existing.map(\.rawKey) != generated.map(\.key) || existing.count != generated.count
        } else {
            // The keys both have, in each one's order: a wrong order is reported with the
            // other differences, not only once they are mended.
            var listed = Set<String>()
            let common = existing.map(\.rawKey).filter { seen.contains($0) && listed.insert($0).inserted }
            reordered = common != generated.map(\.key).filter { old[$0] != nil }
        }
    }

    /// Lines for the summary under the table's name.
    var lines: [String] {
        added.map { "  + \"\($0)\"" } + removed.map { "  - \"\($0)\"" }
            + changed.map { "  ~ \"\($0.key)\": \($0.what)" } + (reordered ? ["  entries are not in genstrings' order"] : [])
    }
}

extension StringsWriter {
    /// The entries of `table` as they would be written: (key, value, comment text).
    func outputEntries(_ table: StringsTable) -> [(key: String, value: String, comment: String)] {
        table.entries.map {
            ($0.key, outputValue($0.value),
             $0.comments.isEmpty ? Self.noComment : $0.comments.map(Self.blockComment).joined(separator: "\n   "))
        }
    }
}
