/// The entries one thread has kept, by the numbers of their texts (key, table, value,
/// comment; not their places): an entry that repeats one of them changes nothing in the
/// tables or the messages, and need not be kept (see `ExtractionOptions.keepsRepeatedEntries`).
///
/// An open-addressing table over the entries' four numbers (two per word).
struct EntrySet {
    private struct Member {
        /// The key and the comment.
        var keyComment: UInt64
        /// The table and the value.
        var tableValue: UInt64

        init(_ entry: PackedEntry) {
            keyComment = UInt64(entry.key) | UInt64(entry.comment) << 32
            tableValue = UInt64(entry.table) | UInt64(entry.value) << 32
        }

        var hash: Int {
            let h = (keyComment &* 0x9E37_79B9_7F4A_7C15) ^ (tableValue &* 0xC2B2_AE3D_27D4_EB4F)
            return Int(truncatingIfNeeded: h ^ (h >> 31))
        }
    }

    /// The entries' texts, in the order they came.
    private var members: [Member] = []
    /// The table: per position, an index in `members` + 1, or 0 for none; at most half full.
    /// Four bytes a slot, so that the table stays small in a core's cache (the members' 16
    /// bytes in each slot took four times the room, and missed the cache more often).
    private var slots: [UInt32] = []

    /// Adds the entry's texts; whether they were not in the set yet.
    mutating func insert(_ entry: PackedEntry) -> Bool {
        if slots.isEmpty { slots = Array(repeating: 0, count: 1024) }
        let new = Member(entry)
        let mask = slots.count &- 1
        var i = new.hash & mask
        let found: Bool = slots.withUnsafeBufferPointer { slots in
            members.withUnsafeBufferPointer { members in
                while slots[i] != 0 {
                    let member = members[Int(slots[i] &- 1)]
                    if member.keyComment == new.keyComment && member.tableValue == new.tableValue { return true }
                    i = (i &+ 1) & mask
                }
                return false
            }
        }
        if found { return false }
        members.append(new)
        slots[i] = UInt32(members.count)
        if members.count * 2 > slots.count { grow() }
        return true
    }

    private mutating func grow() {
        var grown = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for (n, member) in members.enumerated() {
            var i = member.hash & mask
            while grown[i] != 0 { i = (i + 1) & mask }
            grown[i] = UInt32(n + 1)
        }
        slots = grown
    }
}
