import Foundation

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
/// distinct texts. The entries come packed (see `PackedEntries`): texts are numbers, equal
/// exactly when the texts are, so grouping and comparing never touches a string; strings are
/// only read to order the tables and their keys and to write messages.
public enum Coalescer {
    public static func coalesce(_ entries: [LocalizedEntry], skipTables: Set<String> = []) -> (tables: [StringsTable], diagnostics: [Diagnostic]) {
        coalesce(PackedEntries(entries), skipTables: skipTables)
    }

    /// The entries of one `(table, key)`.
    fileprivate struct Group {
        /// The first entry: its key, value and location are the group's.
        let first: PackedEntry
        /// The first comment (most keys have one), or `none`.
        var comment = PackedEntry.none
        /// Index in `Coalescer.Lists` of the other distinct comments, in the order first seen,
        /// and of the values already warned about; -1 while there are none.
        var moreComments: Int32 = -1
        var ignoredValues: Int32 = -1

        init(first: PackedEntry) {
            self.first = first
            comment = first.comment
        }
    }

    /// The few groups with more than one comment or value keep them here. (A set beside the
    /// lists answers `contains`: a key used with 200,000 different comments must not cost a
    /// search of the list per use.)
    fileprivate struct Lists {
        var lists: [[UInt32]] = []
        /// `list << 32 | n` for every `n` in every list.
        private var members: Set<UInt64> = []

        /// Whether list `i` (-1: none yet) holds `n`.
        func contains(_ i: Int32, _ n: UInt32) -> Bool {
            i >= 0 && members.contains(UInt64(i) << 32 | UInt64(n))
        }

        /// Appends `n` to list `i`, made when it is -1.
        mutating func append(_ n: UInt32, to i: inout Int32) {
            if i < 0 {
                i = Int32(lists.count)
                lists.append([n])
            } else {
                lists[Int(i)].append(n)
            }
            members.insert(UInt64(i) << 32 | UInt64(n))
        }

        func items(_ i: Int32) -> [UInt32] { i < 0 ? [] : lists[Int(i)] }
    }

    static func coalesce(_ packed: PackedEntries, skipTables: Set<String>) -> (tables: [StringsTable], diagnostics: [Diagnostic]) {
        let grouping = grouped(packed, skipTables: skipTables)
        // Each table is ordered on its own, several at once; the results keep the name order.
        var results = [(StringsTable, [Diagnostic])?](repeating: nil, count: grouping.tableCount)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = SendableBuffer(slots)
            ThreadPool.shared.perform(iterations: grouping.tableCount) { k in
                slots.buffer[k] = grouping.table(k)
            }
        }
        return (results.map { $0!.0 }, grouping.valueWarnings + results.flatMap { $0!.1 })
    }

    /// The entries grouped by table and key, before the tables are put in order: what is
    /// left is done per table (`table(_:)`), on several threads at once.
    struct Grouping: @unchecked Sendable {
        fileprivate let groups: [Group]
        fileprivate let lists: Lists
        let packed: PackedEntries
        /// Per table, in name order: its number and its groups.
        fileprivate let tables: [(table: UInt32, members: [Int])]
        /// The warnings for keys with several values, in the order of the entries.
        let valueWarnings: [Diagnostic]

        var tableCount: Int { tables.count }

        /// How many keys table `k` (in name order) has: a measure of the work of making it.
        func keyCount(_ k: Int) -> Int { tables[k].members.count }

        /// Table `k` (in name order) with its groups in key order, and the warnings for its
        /// keys with several comments (in that same order). The coalescer's diagnostics are
        /// `valueWarnings` then those of each table in turn.
        func table(_ k: Int) -> (StringsTable, [Diagnostic]) {
            let keys = keyOrder(k)
            var strings = StringsTable(name: name(k), entries: [])
            strings.entries.reserveCapacity(keys.count)
            let warnings = Coalescer.forEachEntry(of: keys[...], groups, lists, packed) { key, value, hasExplicitValue, comments in
                strings.entries.append(TableEntry(key: key, value: value, hasExplicitValue: hasExplicitValue, comments: Array(comments)))
            }
            return (strings, warnings)
        }

        /// The order of table `k`'s keys: its groups, for `text(_:keys:writer:)`.
        func keyOrder(_ k: Int) -> [Int] {
            let t = packed.texts
            let members = tables[k].members
            return KeyOrder.tableOrder(members.map { t[Int(groups[$0].first.key)] }).map { members[$0] }
        }

        /// The text (UTF-8) of table `k`'s entries for `keys`, a part of `keyOrder(k)` (so that a
        /// large table can be made in parts at once), as `writer` writes them, and the warnings
        /// for them; made without the entries made first (where most of the time went).
        func text(_ k: Int, keys: ArraySlice<Int>, writer: StringsWriter) -> (text: [UInt8], warnings: [Diagnostic]) {
            var out: [UInt8] = []
            out.reserveCapacity(keys.count * 128)
            let warnings = Coalescer.forEachEntry(of: keys, groups, lists, packed) { key, value, _, comments in
                StringsWriter.appendEntry(to: &out, comments: comments, key: key, value: writer.outputValue(value))
            }
            return (out, warnings)
        }

        /// Table `k`'s name.
        func name(_ k: Int) -> String { packed.texts[Int(tables[k].table)] }
    }

    static func grouped(_ packed: PackedEntries, skipTables: Set<String>) -> Grouping {
        var groups: [Group] = []
        var lists = Lists()
        var valueWarnings: [Diagnostic] = []
        let skipped = skipTables.isEmpty ? [Bool](repeating: false, count: packed.texts.count)
                                         : packed.texts.map { skipTables.contains($0) }
        // Per key number, its first group (keys are numbers below `texts.count`); the groups of
        // a key in other tables (rare: a key is mostly in one table) by `key << 32 | table`.
        var groupOfKey = [Int32](repeating: -1, count: packed.texts.count)
        var otherGroups: [UInt64: Int32] = [:]
        packed.forEachRun { entries in
            for entry in entries {
                if skipped[Int(entry.table)] { continue }
                // The key's group in the entry's table; when there is none, the entry starts one.
                var g = Int(groupOfKey[Int(entry.key)])
                if g < 0 {
                    groupOfKey[Int(entry.key)] = Int32(groups.count)
                } else {
                    if groups[g].first.table != entry.table {
                        g = Int(otherGroups[UInt64(entry.key) << 32 | UInt64(entry.table)] ?? -1)
                    }
                    if g >= 0 {
                        // Most entries repeat their group's comment (or have none) and give no
                        // value: they change nothing, and are passed over without a write access
                        // to `groups` (which costs a uniqueness check per entry).
                        if entry.value == PackedEntry.none, groups[g].first.value == PackedEntry.none,
                           entry.comment == PackedEntry.none || entry.comment == groups[g].comment {
                            continue
                        }
                        add(entry, to: &groups[g], lists: &lists, packed: packed, warnings: &valueWarnings)
                        continue
                    }
                    otherGroups[UInt64(entry.key) << 32 | UInt64(entry.table)] = Int32(groups.count)
                }
                groups.append(Group(first: entry))
            }
        }
        let t = packed.texts
        // Per table (a few), its groups; found by the table's number (not hashed per group).
        var tableIndex = [Int32](repeating: -1, count: t.count)
        var groupsOfTable: [(table: UInt32, members: [Int])] = []
        for g in groups.indices {
            let table = groups[g].first.table
            if tableIndex[Int(table)] < 0 {
                tableIndex[Int(table)] = Int32(groupsOfTable.count)
                groupsOfTable.append((table, []))
            }
            groupsOfTable[Int(tableIndex[Int(table)])].members.append(g)
        }
        let tables = groupsOfTable.sorted { t[Int($0.table)] < t[Int($1.table)] }
        return Grouping(groups: groups, lists: lists, packed: packed, tables: tables, valueWarnings: valueWarnings)
    }

    /// Merges an entry into its group (not the group's first entry, which made the group).
    private static func add(_ entry: PackedEntry, to group: inout Group, lists: inout Lists,
                            packed: PackedEntries, warnings: inout [Diagnostic]) {
        if entry.comment != PackedEntry.none && entry.comment != group.comment {
            if group.comment == PackedEntry.none {
                group.comment = entry.comment
            } else if !lists.contains(group.moreComments, entry.comment) {
                lists.append(entry.comment, to: &group.moreComments)
            }
        }
        let first = group.first
        // With no value on either side both values are the key, equal within a group.
        if entry.value == PackedEntry.none && first.value == PackedEntry.none { return }
        let kept = first.value == PackedEntry.none ? first.key : first.value
        let other = entry.value == PackedEntry.none ? entry.key : entry.value
        if other != kept, !lists.contains(group.ignoredValues, other) {
            lists.append(other, to: &group.ignoredValues)
            let t = packed.texts
            warnings.append(.warning(
                "Key \"\(t[Int(entry.key)])\" used with multiple values. Value \"\(t[Int(kept)])\" kept. Value \"\(t[Int(other)])\" ignored.",
                file: packed.files[Int(entry.file)], line: Int(entry.line), column: Int(entry.column), kind: .multipleValues))
        }
    }

    /// `Key "k" used with multiple comments "a" & "b"`, its bytes appended piece by piece into
    /// room made at once, then made a `String` (an interpolation of the comments mapped and
    /// joined took a quarter of the time of making a table whose keys often have several
    /// comments; `String`'s `+=` about 3,800 instructions a message).
    static func multipleCommentsMessage(key: String, comments: ArraySlice<String>) -> String {
        var message: [UInt8] = []
        message.reserveCapacity(key.utf8.count + comments.reduce(40) { $0 + $1.utf8.count + 5 })
        message.appendLiteral("Key \"")
        message.appendUTF8(key)
        message.appendLiteral("\" used with multiple comments ")
        var first = true
        for comment in comments {
            message.appendLiteral(first ? "\"" : " & \"")
            first = false
            message.appendUTF8(comment)
            message.appendLiteral("\"")
        }
        return String(decoding: message, as: UTF8.self)
    }

    /// Calls `body` with each entry of the groups `ordered` (in key order): its key, value (the
    /// key when no call gave one), whether a call gave one, and its comments in genstrings'
    /// order; returns the warnings for keys with several comments (in that same order).
    private static func forEachEntry(of ordered: ArraySlice<Int>, _ groups: [Group], _ lists: Lists, _ packed: PackedEntries,
                                     _ body: (_ key: String, _ value: String, _ hasExplicitValue: Bool, _ comments: ArraySlice<String>) -> Void)
        -> [Diagnostic] {
        let t = packed.texts
        var commentWarnings: [Diagnostic] = []
        // The entry's comments, in one array for all entries (an array made per entry was an
        // allocation per entry).
        var comments: [String] = []
        for g in ordered {
            let group = groups[g]
            let first = group.first
            let key = t[Int(first.key)]
            comments.removeAll(keepingCapacity: true)
            if group.comment != PackedEntry.none && group.moreComments < 0 {
                comments.append(t[Int(group.comment)])
            } else if group.comment != PackedEntry.none {
                // In genstrings' order (see `KeyOrder.commentOrder`), from the comments in
                // first-seen order.
                let seen = ([group.comment] + lists.items(group.moreComments)).map { t[Int($0)] }
                comments.append(contentsOf: KeyOrder.commentOrder(seen).map { seen[$0] })
            }
            if comments.count > 1 {
                commentWarnings.append(.warning(multipleCommentsMessage(key: key, comments: comments[...]),
                                                file: packed.files[Int(first.file)], line: Int(first.line),
                                                column: Int(first.column), kind: .multipleComments))
            }
            let value = first.value == PackedEntry.none ? first.key : first.value
            body(key, t[Int(value)], first.value != PackedEntry.none && first.value != first.key, comments[...])
        }
        return commentWarnings
    }
}
