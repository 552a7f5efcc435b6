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
        // Keys, values and comments are compared as written, scalar for scalar: a key that
        // differs only in Unicode normalization is another key when the table is loaded.
        var old: [ExactText: StringsFileEntry] = [:]
        var times: [ExactText: Int] = [:]
        for entry in existing {
            old[ExactText(entry.rawKey)] = entry
            times[ExactText(entry.rawKey), default: 0] += 1
        }
        var seen = Set<ExactText>()
        for entry in generated {
            seen.insert(ExactText(entry.key))
            guard let previous = old[ExactText(entry.key)] else {
                added.append(entry.key)
                continue
            }
            if !previous.rawValue.isExactly(entry.value) {
                changed.append(Change(key: entry.key, what: "value \"\(previous.rawValue)\" -> \"\(entry.value)\""))
            }
            if !(previous.comment ?? "").isExactly(entry.comment) {
                changed.append(Change(key: entry.key, what: "comment \"\(previous.comment ?? "")\" -> \"\(entry.comment)\""))
            }
        }
        var reported = Set<ExactText>()
        for entry in existing where reported.insert(ExactText(entry.rawKey)).inserted {
            if !seen.contains(ExactText(entry.rawKey)) {
                removed.append(entry.rawKey)
            } else if let n = times[ExactText(entry.rawKey)], n > 1 {
                changed.append(Change(key: entry.rawKey, what: "written \(n) times in the table"))
            }
        }
        if added.isEmpty && removed.isEmpty && changed.isEmpty {
            reordered = existing.map { ExactText($0.rawKey) } != generated.map { ExactText($0.key) }
        } else {
            // The keys both have, in each one's order: a wrong order is reported with the
            // other differences, not only once they are mended.
            var listed = Set<ExactText>()
            let common = existing.map { ExactText($0.rawKey) }.filter { seen.contains($0) && listed.insert($0).inserted }
            reordered = common != generated.map { ExactText($0.key) }.filter { old[$0] != nil }
        }
    }

    /// Lines for the summary under the table's name.
    var lines: [String] {
        // A key added and one removed that read the same differ in Unicode normalization.
        let note = { (key: String, others: [String]) in
            others.contains { $0 == key } ? " (the same text in another Unicode normalization)" : ""
        }
        return added.map { "  + \"\($0)\"" + note($0, removed) } + removed.map { "  - \"\($0)\"" + note($0, added) }
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
