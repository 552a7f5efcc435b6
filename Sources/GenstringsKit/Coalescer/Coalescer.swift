/// One table's entries after duplicate keys were merged, in output order.
public struct StringsTable: Sendable, Equatable {
    public var name: String
    public var entries: [TableEntry]

    public init(name: String, entries: [TableEntry]) {
        self.name = name
        self.entries = entries
    }
}

public struct TableEntry: Sendable, Equatable {
    public var key: String
    /// The value as written (the first one seen); the key when no call gave a value.
    public var value: String
    /// Whether a call gave an explicit value (kept for catalogs).
    public var hasExplicitValue: Bool
    /// Distinct comments, sorted; empty when no call had one.
    public var comments: [String]

    public init(key: String, value: String, hasExplicitValue: Bool = false, comments: [String] = []) {
        self.key = key
        self.value = value
        self.hasExplicitValue = hasExplicitValue
        self.comments = comments
    }
}

/// Groups entries into tables and merges duplicate keys as genstrings does: the first value
/// is kept (with a warning for each other value), distinct comments are merged (with a
/// warning, which `-q` silences).
public enum Coalescer {
    public static func coalesce(_ entries: [LocalizedEntry], skipTables: Set<String> = []) -> (tables: [StringsTable], diagnostics: [Diagnostic]) {
        struct Group {
            let first: LocalizedEntry
            var comments: [String] = []
            var ignoredValues: Set<String> = []

            mutating func add(_ entry: LocalizedEntry, warnings: inout [Diagnostic]) {
                if let comment = entry.comment, !comments.contains(comment) { comments.append(comment) }
                let kept = first.effectiveValue
                let other = entry.effectiveValue
                if other != kept, ignoredValues.insert(other).inserted {
                    warnings.append(.warning(
                        "Key \"\(entry.key)\" used with multiple values. Value \"\(kept)\" kept. Value \"\(other)\" ignored.",
                        file: entry.file, line: entry.line, column: entry.column, kind: .multipleValues))
                }
            }
        }
        var tables: [String: [String: Group]] = [:]
        var valueWarnings: [Diagnostic] = []
        for entry in entries where !skipTables.contains(entry.table) {
            // Mutated in place: copying a table's dictionary per entry would be quadratic.
            tables[entry.table, default: [:]][entry.key, default: Group(first: entry)].add(entry, warnings: &valueWarnings)
        }

        var result: [StringsTable] = []
        var commentWarnings: [Diagnostic] = []
        for name in tables.keys.sorted() {
            let groups = tables[name]!.values.map { (KeyOrder.SortKey($0.first.key), $0) }.sorted { $0.0 < $1.0 }.map { $0.1 }
            var table = StringsTable(name: name, entries: [])
            for group in groups {
                let comments = KeyOrder.sorted(group.comments)
                if comments.count > 1 {
                    let listed = comments.map { "\"\($0)\"" }.joined(separator: " & ")
                    commentWarnings.append(.warning("Key \"\(group.first.key)\" used with multiple comments \(listed)",
                                                    file: group.first.file, line: group.first.line,
                                                    column: group.first.column, kind: .multipleComments))
                }
                table.entries.append(TableEntry(key: group.first.key, value: group.first.effectiveValue,
                                                hasExplicitValue: group.first.value != nil && group.first.value != group.first.key,
                                                comments: comments))
            }
            result.append(table)
        }
        return (result, valueWarnings + commentWarnings)
    }
}
