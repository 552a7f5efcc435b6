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

    var isUpToDate: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && !reordered }

    /// `generated`: (key as written, value as written, comment text) in output order.
    init(generated: [(key: String, value: String, comment: String)], existing: [StringsFileEntry]) {
        var old: [String: StringsFileEntry] = [:]
        for entry in existing where old[entry.rawKey] == nil { old[entry.rawKey] = entry }
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
        removed = existing.map(\.rawKey).filter { !seen.contains($0) }
        if added.isEmpty && removed.isEmpty && changed.isEmpty {
            reordered = existing.map(\.rawKey) != generated.map(\.key) || existing.count != generated.count
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
            ($0.key, outputValue($0.value), $0.comments.isEmpty ? Self.noComment : $0.comments.joined(separator: "\n   "))
        }
    }
}
