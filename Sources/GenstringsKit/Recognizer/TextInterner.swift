/// Numbers the texts of entries by their bytes while files are scanned: the same bytes get
/// the same number again. No `String` is made during the scan: a project uses a few thousand
/// distinct texts in hundreds of thousands of calls, and the strings are made once per
/// distinct text when the extractor renumbers the entries (see `PackedEntries`).
///
/// One interner serves one thread (the extractor gives each worker its own).
struct TextInterner {
    /// The texts' bytes back to back, and where each one's bytes end.
    private var arena: [UInt8] = []
    private var ends: [Int] = []
    /// Number + 1 per slot; 0 marks an empty slot. Allocated on first use, as most interners
    /// made are replaced by a thread's own before they are used.
    private var slots: [Int32] = []
    private var slotHashes: [UInt64] = []

    /// How many texts have a number.
    var count: Int { ends.count }

    /// The number of the text made of `bytes` (given now if the bytes are new).
    mutating func number(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        if slots.isEmpty {
            slots = Array(repeating: 0, count: 1024)
            slotHashes = Array(repeating: 0, count: 1024)
        }
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 {
            let index = Int(slots[i]) - 1
            if slotHashes[i] == hash, madeFrom(index, bytes) { return UInt32(index) }
            i = (i + 1) & mask
        }
        arena.append(contentsOf: bytes)
        ends.append(arena.count)
        slots[i] = Int32(ends.count)
        slotHashes[i] = hash
        if ends.count * 2 > slots.count { grow() }
        return UInt32(ends.count - 1)
    }

    /// Text number `n` as a `String` (decoded as `String(decoding:as: UTF8.self)` does).
    func string(_ n: UInt32) -> String {
        let n = Int(n)
        let start = n == 0 ? 0 : ends[n - 1]
        return arena.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<ends[n]]), as: UTF8.self)
        }
    }

    /// Whether text `index` was made from exactly `bytes`.
    private func madeFrom(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index == 0 ? 0 : ends[index - 1]
        guard ends[index] - start == bytes.count else { return false }
        guard bytes.count > 0 else { return true }
        return arena.withUnsafeBufferPointer { Self.equal($0.baseAddress! + start, bytes.baseAddress!, bytes.count) }
    }

    /// `memcmp(a, b, n) == 0` inline, eight bytes at a time: the texts are short, and a call
    /// through the PLT costs more than comparing them.
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        var i = 0
        while i &+ 8 <= n {
            if ra.loadUnaligned(fromByteOffset: i, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i &+= 8
        }
        while i < n {
            if a[i] != b[i] { return false }
            i &+= 1
        }
        return true
    }

    private mutating func grow() {
        let oldSlots = slots
        let oldHashes = slotHashes
        slots = Array(repeating: 0, count: oldSlots.count * 2)
        slotHashes = Array(repeating: 0, count: oldSlots.count * 2)
        let mask = slots.count - 1
        for k in oldSlots.indices where oldSlots[k] != 0 {
            var i = Int(truncatingIfNeeded: oldHashes[k]) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = oldSlots[k]
            slotHashes[i] = oldHashes[k]
        }
    }

    /// A fast, non-cryptographic hash of the bytes (eight at a time, multiply and rotate);
    /// the table only needs it to spread well.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = bytes.count
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(n)
        guard let start = bytes.baseAddress else { return h }
        let p = UnsafeRawPointer(start)
        var i = 0
        while i &+ 8 <= n {
            h = (h ^ p.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h = (h << 31) | (h >> 33)
            i &+= 8
        }
        while i < n {
            h = (h ^ UInt64(p.load(fromByteOffset: i, as: UInt8.self))) &* 0xC4CE_B9FE_1A85_EC53
            i &+= 1
        }
        return h ^ (h >> 29)
    }
}
