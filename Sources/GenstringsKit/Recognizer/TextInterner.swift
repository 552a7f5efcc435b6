/// Turns the bytes of an entry's texts into `String`s, handing out the same `String` again for
/// the same bytes. A project uses a few thousand keys and comments in hundreds of thousands
/// of calls: sharing them saves an allocation per text, memory, and later comparisons (two
/// shares of one `String` compare equal without reading their bytes).
///
/// It also remembers each text's `hashValue`, which the entries' group hashes are made of (see
/// `LocalizedEntry.groupHash`), so that it is computed once per distinct key, not per call.
///
/// One interner serves one thread (the extractor gives each worker its own). Short texts are
/// only kept when their hash is asked for: Swift stores up to 15 UTF-8 bytes inside the
/// `String` itself.
struct TextInterner {
    private static let inlineLimit = 15

    private var strings: [String] = []
    private var hashValues: [Int] = []
    /// The bytes each string was made from, back to back (`String(decoding:)` may have
    /// repaired them), and where each one's bytes end.
    private var arena: [UInt8] = []
    private var ends: [Int] = []
    /// Index + 1 into `strings` per slot; 0 marks an empty slot. Allocated on first use, as
    /// most interners made are replaced by a thread's own before they are used.
    private var slots: [Int32] = []
    private var slotHashes: [UInt64] = []

    /// The text of `bytes` (decoded as `String(decoding:as: UTF8.self)` does).
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > Self.inlineLimit else { return String(decoding: bytes, as: UTF8.self) }
        return strings[index(of: bytes)]
    }

    /// The text of `bytes` and its `hashValue`.
    mutating func hashedString(_ bytes: UnsafeBufferPointer<UInt8>) -> (string: String, hash: Int) {
        let i = index(of: bytes)
        return (strings[i], hashValues[i])
    }

    /// Where the string made from `bytes` is kept (made now if it is new).
    private mutating func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if slots.isEmpty {
            slots = Array(repeating: 0, count: 1024)
            slotHashes = Array(repeating: 0, count: 1024)
        }
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 {
            let index = Int(slots[i]) - 1
            if slotHashes[i] == hash, madeFrom(index, bytes) { return index }
            i = (i + 1) & mask
        }
        let string = String(decoding: bytes, as: UTF8.self)
        strings.append(string)
        hashValues.append(string.hashValue)
        arena.append(contentsOf: bytes)
        ends.append(arena.count)
        slots[i] = Int32(strings.count)
        slotHashes[i] = hash
        if strings.count * 2 > slots.count { grow() }
        return strings.count - 1
    }

    /// Whether string `index` was made from exactly `bytes`.
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
