/// The entries one thread has kept, by the numbers of their texts (key, table, value,
/// comment; not their places): an entry that repeats one of them changes nothing in the
/// tables or the messages, and need not be kept (see `ExtractionOptions.keepsRepeatedEntries`).
///
/// An open-addressing table of the four numbers, two per word, at most half full; a key is
/// never `none`, which marks an empty slot.
struct EntrySet {
    private struct Slot {
        /// The key and the comment.
        var keyComment: UInt64
        /// The table and the value.
        var tableValue: UInt64

        init(_ entry: PackedEntry) {
            keyComment = UInt64(entry.key) | UInt64(entry.comment) << 32
            tableValue = UInt64(entry.table) | UInt64(entry.value) << 32
        }

        init() {
            keyComment = UInt64(PackedEntry.none)
            tableValue = 0
        }

        var isEmpty: Bool { UInt32(truncatingIfNeeded: keyComment) == PackedEntry.none }

        var hash: Int {
            let h = (keyComment &* 0x9E37_79B9_7F4A_7C15) ^ (tableValue &* 0xC2B2_AE3D_27D4_EB4F)
            return Int(truncatingIfNeeded: h ^ (h >> 31))
        }
    }

    private var slots: [Slot] = []
    private var count = 0

    /// Adds the entry's texts; whether they were not in the set yet.
    mutating func insert(_ entry: PackedEntry) -> Bool {
        if slots.isEmpty { slots = Array(repeating: Slot(), count: 1024) }
        let new = Slot(entry)
        let mask = slots.count &- 1
        var i = new.hash & mask
        let found: Bool = slots.withUnsafeBufferPointer { slots in
            while !slots[i].isEmpty {
                if slots[i].keyComment == new.keyComment && slots[i].tableValue == new.tableValue { return true }
                i = (i &+ 1) & mask
            }
            return false
        }
        if found { return false }
        slots[i] = new
        count += 1
        if count * 2 > slots.count { grow() }
        return true
    }

    private mutating func grow() {
        var grown = [Slot](repeating: Slot(), count: slots.count * 2)
        let mask = grown.count - 1
        for slot in slots where !slot.isEmpty {
            var i = slot.hash & mask
            while !grown[i].isEmpty { i = (i + 1) & mask }
            grown[i] = slot
        }
        slots = grown
    }
}
