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
///
/// Speed: the input has an entry per call (hundreds of thousands in a large project) and few
/// distinct keys. Each entry carries the hash of its `(table, key)` (see
/// `LocalizedEntry.groupHash`), so the pass over the entries only probes a `GroupTable` and
/// compares strings on a hash match (usually the same shared `String`, see `TextInterner`),
/// and it reads the entries in place instead of copying them.
public enum Coalescer {
    public static func coalesce(_ entries: [LocalizedEntry], skipTables: Set<String> = []) -> (tables: [StringsTable], diagnostics: [Diagnostic]) {
        entries.withUnsafeBufferPointer { coalesce($0, skipTables: skipTables) }
    }

    /// The entries of one `(table, key)`.
    private struct Group {
        /// Index of the first entry: its key, value and location are the group's.
        let first: Int
        /// Distinct comments in the order first seen.
        var comments: [String] = []
        /// Values already warned about.
        var ignoredValues: [String] = []
    }

    private static func coalesce(_ entries: UnsafeBufferPointer<LocalizedEntry>, skipTables: Set<String>) -> (tables: [StringsTable], diagnostics: [Diagnostic]) {
        var groups: [Group] = []
        var index = GroupTable(expected: 1024)
        var valueWarnings: [Diagnostic] = []
        // Entries are read through pointers (`pointee` borrows) rather than copied.
        guard let base = entries.baseAddress else { return ([], []) }
        for i in entries.indices {
            let entry = base + i
            if !skipTables.isEmpty && skipTables.contains(entry.pointee.table) { continue }
            let g = index.group(hash: entry.pointee.groupHash, isMatch: { g in
                let first = base + groups[g].first
                return first.pointee.key == entry.pointee.key && first.pointee.table == entry.pointee.table
            }, newGroup: {
                groups.append(Group(first: i))
                return groups.count - 1
            })
            add(entry, to: &groups[g], first: base + groups[g].first, warnings: &valueWarnings)
        }
        let (tables, commentWarnings) = tablesInOrder(groups, entries: entries)
        return (tables, valueWarnings + commentWarnings)
    }

    private static func add(_ entry: UnsafePointer<LocalizedEntry>, to group: inout Group, first: UnsafePointer<LocalizedEntry>,
                            warnings: inout [Diagnostic]) {
        if let comment = entry.pointee.comment, !group.comments.contains(comment) { group.comments.append(comment) }
        // With no value on either side both values are the key, equal within a group.
        if entry == first || (entry.pointee.value == nil && first.pointee.value == nil) { return }
        let kept = first.pointee.value ?? first.pointee.key
        let other = entry.pointee.value ?? entry.pointee.key
        if other != kept, !group.ignoredValues.contains(other) {
            group.ignoredValues.append(other)
            let e = entry.pointee
            warnings.append(.warning(
                "Key \"\(e.key)\" used with multiple values. Value \"\(kept)\" kept. Value \"\(other)\" ignored.",
                file: e.file, line: e.line, column: e.column, kind: .multipleValues))
        }
    }

    /// The tables in name order, each with its groups in key order, and the warnings for keys
    /// with several comments (in that same order).
    private static func tablesInOrder(_ groups: [Group], entries: UnsafeBufferPointer<LocalizedEntry>) -> ([StringsTable], [Diagnostic]) {
        // Entries are read through pointers (`pointee` borrows) rather than copied.
        let base = entries.baseAddress!
        var groupsOfTable: [String: [Int]] = [:]
        for g in groups.indices { groupsOfTable[base[groups[g].first].table, default: []].append(g) }
        var result: [StringsTable] = []
        var commentWarnings: [Diagnostic] = []
        for name in groupsOfTable.keys.sorted() {
            let members = KeyOrder.tableOrder(groupsOfTable[name]!.map { (base + groups[$0].first).pointee.key })
                .map { groupsOfTable[name]![$0] }
            var table = StringsTable(name: name, entries: [])
            table.entries.reserveCapacity(members.count)
            for g in members {
                let group = groups[g]
                let first = (base + group.first).pointee
                let comments = KeyOrder.sorted(group.comments)
                if comments.count > 1 {
                    let listed = comments.map { "\"\($0)\"" }.joined(separator: " & ")
                    commentWarnings.append(.warning("Key \"\(first.key)\" used with multiple comments \(listed)",
                                                    file: first.file, line: first.line,
                                                    column: first.column, kind: .multipleComments))
                }
                table.entries.append(TableEntry(key: first.key, value: first.effectiveValue,
                                                hasExplicitValue: first.value != nil && first.value != first.key,
                                                comments: comments))
            }
            result.append(table)
        }
        return (result, commentWarnings)
    }
}
