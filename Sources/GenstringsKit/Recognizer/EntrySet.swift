/// The entries one thread has kept, by the numbers of their texts (key, table, value,
/// comment; not their places): an entry that repeats one of them changes nothing in the
/// tables or the messages, and need not be kept (see `ExtractionOptions.keepsRepeatedEntries`).
///
/// An open-addressing table of the four numbers, at most half full; a key is never `none`,
/// which marks an empty slot.
struct EntrySet {
    private var slots: [SIMD4<UInt32>] = []
    private var count = 0

    /// Adds the entry's texts; whether they were not in the set yet.
    mutating func insert(_ entry: PackedEntry) -> Bool {
        if slots.isEmpty { slots = Array(repeating: Self.empty, count: 1024) }
        let texts = SIMD4<UInt32>(entry.key, entry.table, entry.value, entry.comment)
        let mask = slots.count &- 1
        var i = Self.hash(texts) & mask
        let found: Bool = slots.withUnsafeBufferPointer { slots in
            while slots[i][0] != PackedEntry.none {
                if slots[i] == texts { return true }
                i = (i &+ 1) & mask
            }
            return false
        }
        if found { return false }
        slots[i] = texts
        count += 1
        if count * 2 > slots.count { grow() }
        return true
    }

    private static let empty = SIMD4<UInt32>(repeating: PackedEntry.none)

    private static func hash(_ texts: SIMD4<UInt32>) -> Int {
        let a = UInt64(texts[0]) | UInt64(texts[3]) << 32
        let b = UInt64(texts[1]) | UInt64(texts[2]) << 32
        let h = (a &* 0x9E37_79B9_7F4A_7C15) ^ (b &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: h ^ (h >> 31))
    }

    private mutating func grow() {
        var grown = [SIMD4<UInt32>](repeating: Self.empty, count: slots.count * 2)
        let mask = grown.count - 1
        for texts in slots where texts[0] != PackedEntry.none {
            var i = Self.hash(texts) & mask
            while grown[i][0] != PackedEntry.none { i = (i + 1) & mask }
            grown[i] = texts
        }
        slots = grown
    }
}
