/// An open-addressing hash table from a `(table, key)` pair to the number of its group, for
/// the coalescer. It holds only hashes and group numbers: the caller computes the hashes
/// beforehand (in parallel) and decides equality on a hash match, so no string is hashed or
/// copied while the table is probed.
struct GroupTable {
    /// Group number + 1 per slot; 0 marks an empty slot.
    private var slots: [Int32]
    private var slotHashes: [Int]
    private var mask: Int
    private(set) var count = 0

    init(expected: Int) {
        var capacity = 16
        while capacity < expected * 2 { capacity <<= 1 }
        slots = [Int32](repeating: 0, count: capacity)
        slotHashes = [Int](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// The group whose hash is `hash` and for which `isMatch` holds, or the number `newGroup()`
    /// returns (which must be `count`, the next group number) after it is entered.
    mutating func group(hash: Int, isMatch: (Int) -> Bool, newGroup: () -> Int) -> Int {
        var i = hash & mask
        while slots[i] != 0 {
            if slotHashes[i] == hash, isMatch(Int(slots[i]) - 1) { return Int(slots[i]) - 1 }
            i = (i + 1) & mask
        }
        let group = newGroup()
        precondition(group == count)
        slots[i] = Int32(group + 1)
        slotHashes[i] = hash
        count += 1
        if count * 2 > slots.count { grow() }
        return group
    }

    private mutating func grow() {
        let oldSlots = slots
        let oldHashes = slotHashes
        slots = [Int32](repeating: 0, count: oldSlots.count * 2)
        slotHashes = [Int](repeating: 0, count: oldSlots.count * 2)
        mask = slots.count - 1
        for k in oldSlots.indices where oldSlots[k] != 0 {
            var i = oldHashes[k] & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = oldSlots[k]
            slotHashes[i] = oldHashes[k]
        }
    }
}
