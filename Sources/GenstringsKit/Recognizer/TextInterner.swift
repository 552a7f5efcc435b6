/// Numbers the texts of entries by their bytes while files are scanned: the same bytes get
/// the same number again. No `String` is made during the scan: a project uses a few thousand
/// distinct texts in hundreds of thousands of calls, and the strings are made once per
/// distinct text when the extractor renumbers the entries (see `PackedEntries`).
///
/// Each text that is a key also remembers its key's last entry (see `LastEntry`), so that a
/// call that repeats it is known without numbering its other texts or looking the entry up.
///
/// One interner serves one thread (the extractor gives each worker its own).
struct TextInterner {
    /// The texts' records back to back. A record is a header of five 32-bit words (the text's
    /// number, its length in bytes, and its key's last entry: the records of that entry's
    /// comment, table and value, or `noRecord`), then the text's bytes. A call's lookups read
    /// one table slot, then one record for its key (header and bytes side by side) and one for
    /// its comment: with the ends of the texts in an array of their own and the last entries in
    /// another (in `EntrySet`), a call read six places of memory, apart. (Measured on the bench
    /// corpus: 1 % fewer instructions and 70 fewer page faults; the time moved less than the
    /// runs vary, the two loads left waiting as long as the six did: a worker's texts do not
    /// stay in a core's second cache while the files stream through it.)
    private var arena: [UInt8] = []
    /// Per text number, where its record starts in `arena`.
    private var records: [UInt32] = []
    /// The table: per position, the text's record + 1 in the low 32 bits (0 for none) and the
    /// high 32 bits of its hash in the high ones; at most three quarters full. Eight bytes a
    /// slot, so that it stays small beside the files' bytes in a core's cache (a worker's 5,000
    /// texts take 8,192 slots, 64 KiB; at most half full, they took 16,384 and the run 0.8 ms
    /// longer, a lookup's first load waiting for memory more often; slots holding the whole hash
    /// and the place of the bytes took 256 KiB), and a probe compares the hash's bits without
    /// a load that waits for the slot's (with only the number in a slot, the text's hash was
    /// read from `hashes`: a quarter of the interner's time). Allocated on first use, as most
    /// interners made are replaced by a thread's own before they are used.
    private var slots: [UInt64] = []

    /// Bytes before a record's text: number, length, and the last entry's three records.
    private static let headerSize = 20
    /// Marks no record (no last entry, or no comment or value in it).
    static let noRecord = UInt32.max

    /// How many texts have a number.
    var count: Int { records.count }

    /// Per text, `hash(of:)` of its bytes: for the table to grow, and for the merge, which
    /// would otherwise hash every text again.
    private(set) var hashes: [Int] = []

    /// Per text: whether it holds `%[`, so that it may list NSRuleEditor choices (see
    /// `RuleEditorKey`); set when the text is numbered, so asking costs one load.
    private var holdsChoiceList: [Bool] = []
    /// The keys that the texts that list choices stand for, once worked out.
    private var variants: [UInt32: [UInt32]?] = [:]

    /// The last entry noted for a key (`noteLast`), as the records of its texts: compared with
    /// a call's texts by `number(ofRecord:ifHolding:)`. All `noRecord` for none (an entry
    /// always has a table).
    struct LastEntry {
        var comment = TextInterner.noRecord, table = TextInterner.noRecord, value = TextInterner.noRecord
    }

    /// Whether text number `n` may stand for several keys (`ruleEditorVariants`).
    @inline(__always)
    func mayListChoices(_ n: UInt32) -> Bool { holdsChoiceList[Int(n)] }

    /// The numbers of the keys that key number `n` stands for in NSRuleEditor syntax (see
    /// `RuleEditorKey`), or nil when it stands for itself. Worked out once per text.
    mutating func ruleEditorVariants(of n: UInt32) -> [UInt32]? {
        if let known = variants[n] { return known }
        let keys = withBytes(of: n) { RuleEditorKey.variants(of: $0) }
        let numbers = keys.map { $0.map { key in key.withUnsafeBufferPointer { number($0) } } }
        variants[n] = .some(numbers)
        return numbers
    }

    /// The number of the text made of `bytes` (given now if the bytes are new).
    mutating func number(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        // (In two steps: `word(record(of: bytes), 0)` would read the arena as it was before.)
        let r = record(of: bytes)
        return word(r, 0)
    }

    /// The number of the text made of `bytes` (given now if the bytes are new), and the last
    /// entry noted for it as a key.
    @inline(__always)
    mutating func numberAndLast(_ bytes: UnsafeBufferPointer<UInt8>) -> (number: UInt32, last: LastEntry) {
        let r = record(of: bytes)
        return (word(r, 0), LastEntry(comment: word(r, 8), table: word(r, 12), value: word(r, 16)))
    }

    /// The number of the text whose record is at `record` when that text is `bytes`; nil when
    /// it is another, or `record` is `noRecord`.
    @inline(__always)
    func number(ofRecord record: UInt32, ifHolding bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard record != Self.noRecord else { return nil }
        let r = Int(record)
        return arena.withUnsafeBufferPointer { arena in
            let p = UnsafeRawPointer(arena.baseAddress!) + r
            guard Int(p.loadUnaligned(fromByteOffset: 4, as: UInt32.self)) == bytes.count,
                  bytes.isEmpty || Self.equal(arena.baseAddress! + (r &+ Self.headerSize), bytes.baseAddress!, bytes.count)
            else { return nil }
            return p.loadUnaligned(as: UInt32.self)
        }
    }

    /// The number of the text whose record is at `record` (not `noRecord`).
    @inline(__always)
    func number(ofRecord record: UInt32) -> UInt32 { word(Int(record), 0) }

    /// Notes `entry` as the last entry of its key (whose texts this interner numbered).
    mutating func noteLast(_ entry: PackedEntry) {
        func record(_ n: UInt32) -> UInt32 { n == PackedEntry.none ? Self.noRecord : records[Int(n)] }
        let (r, comment, table, value) = (Int(records[Int(entry.key)]), record(entry.comment), record(entry.table), record(entry.value))
        arena.withUnsafeMutableBufferPointer { arena in
            let p = UnsafeMutableRawPointer(arena.baseAddress!) + r
            p.storeBytes(of: comment, toByteOffset: 8, as: UInt32.self)
            p.storeBytes(of: table, toByteOffset: 12, as: UInt32.self)
            p.storeBytes(of: value, toByteOffset: 16, as: UInt32.self)
        }
    }

    /// Whether `entry`'s texts are those of the last entry noted for its key (see `noteLast`).
    func isLast(_ entry: PackedEntry) -> Bool {
        let r = Int(records[Int(entry.key)])
        func same(_ record: UInt32, _ n: UInt32) -> Bool {
            record == Self.noRecord ? n == PackedEntry.none : n != PackedEntry.none && number(ofRecord: record) == n
        }
        let table = word(r, 12)
        return table != Self.noRecord && same(table, entry.table) && same(word(r, 8), entry.comment) && same(word(r, 16), entry.value)
    }

    /// Whether text number `n` is `bytes`.
    func holds(_ n: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        number(ofRecord: records[Int(n)], ifHolding: bytes) != nil
    }

    /// Whether text number `n` has no bytes.
    func isEmpty(_ n: UInt32) -> Bool {
        word(Int(records[Int(n)]), 4) == 0
    }

    /// Appends the bytes of text number `n` to `buffer`.
    func appendBytes(of n: UInt32, to buffer: inout [UInt8]) {
        withBytes(of: n) { buffer.append(contentsOf: $0) }
    }

    /// Text number `n` as a `String` (decoded as `String(decoding:as: UTF8.self)` does).
    func string(_ n: UInt32) -> String {
        withBytes(of: n) { String(decoding: $0, as: UTF8.self) }
    }

    /// `body` with the bytes of text number `n`.
    private func withBytes<T>(of n: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let r = Int(records[Int(n)])
        let count = Int(word(r, 4))
        return arena.withUnsafeBufferPointer { body(UnsafeBufferPointer(start: $0.baseAddress! + (r + Self.headerSize), count: count)) }
    }

    /// The 32-bit word at `offset` in the record at `r`.
    @inline(__always)
    private func word(_ r: Int, _ offset: Int) -> UInt32 {
        arena.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress! + r).loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }

    /// The record of the text made of `bytes`, made now if the bytes are new.
    @inline(__always)
    private mutating func record(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if slots.isEmpty {
            slots = Array(repeating: 0, count: 4096)
            // (Reserved at once, as untouched pages cost nothing: a worker's records, about 280
            // KiB for the bench corpus, are not copied as they grow.)
            arena.reserveCapacity(1 << 19)
        }
        let full = Self.hash(bytes)
        let tag = full & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: full) & mask
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                while slots[i] != 0 {
                    if slots[i] & 0xFFFF_FFFF_0000_0000 == tag {
                        let r = Int(truncatingIfNeeded: slots[i] & 0xFFFF_FFFF) &- 1
                        let p = arena.baseAddress! + r
                        if Int(UnsafeRawPointer(p).loadUnaligned(fromByteOffset: 4, as: UInt32.self)) == bytes.count,
                           bytes.count == 0 || Self.equal(p + Self.headerSize, bytes.baseAddress!, bytes.count) {
                            return r
                        }
                    }
                    i = (i &+ 1) & mask
                }
                return nil
            }
        }
        if let found { return found }
        let r = arena.count
        precondition(r + Self.headerSize + bytes.count < Int(UInt32.max), "more than 4 GiB of distinct texts")
        slots[i] = tag | UInt64(r + 1)
        var header = (UInt32(records.count), UInt32(bytes.count), Self.noRecord, Self.noRecord, Self.noRecord)
        withUnsafeBytes(of: &header) { arena.append(contentsOf: $0) }
        arena.append(contentsOf: bytes)
        records.append(UInt32(r))
        hashes.append(Int(truncatingIfNeeded: full))
        holdsChoiceList.append(RuleEditorKey.mayList(bytes))
        if records.count &* 4 > slots.count &* 3 { grow() }
        return r
    }

    /// `memcmp(a, b, n) == 0` inline, with a fixed number of compares for texts of up to 32
    /// bytes (two or four words of eight bytes, or two of four, overlapping), and 16 bytes a
    /// turn beyond: the texts are short, a call through the PLT costs more than comparing
    /// them, and a loop over their words, of as many turns as their lengths vary, mispredicted
    /// its exit on most texts.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        @inline(__always) func word(_ p: UnsafeRawPointer, _ i: Int) -> UInt64 { p.loadUnaligned(fromByteOffset: i, as: UInt64.self) }
        @inline(__always) func half(_ p: UnsafeRawPointer, _ i: Int) -> UInt32 { p.loadUnaligned(fromByteOffset: i, as: UInt32.self) }
        @inline(__always) func differ(_ i: Int) -> UInt64 { word(ra, i) ^ word(rb, i) }
        if n >= 8 {
            if n <= 16 { return differ(0) | differ(n &- 8) == 0 }
            if n <= 32 { return differ(0) | differ(8) | differ(n &- 16) | differ(n &- 8) == 0 }
            var i = 0
            while i &+ 16 < n {
                if differ(i) | differ(i &+ 8) != 0 { return false }
                i &+= 16
            }
            // The rest, within the last 16 bytes: their first and last eight.
            return differ(n &- 16) | differ(n &- 8) == 0
        }
        if n >= 4 { return (half(ra, 0) ^ half(rb, 0)) | (half(ra, n &- 4) ^ half(rb, n &- 4)) == 0 }
        // 0 to 3 bytes: the first, middle and last (the same byte when there is one).
        return n == 0 || (a[0] == b[0] && a[n &>> 1] == b[n &>> 1] && a[n &- 1] == b[n &- 1])
    }

    private mutating func grow() {
        var grown = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for (n, hash) in hashes.enumerated() {
            var i = hash & mask
            while grown[i] != 0 { i = (i + 1) & mask }
            grown[i] = UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000 | UInt64(records[n] + 1)
        }
        slots = grown
    }

    /// The hash the interner gives `bytes` (`hashes` holds it per text): the same for the same
    /// bytes in every interner and every run, as the merge needs.
    static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: hash(bytes))
    }

    /// A fast, non-cryptographic hash of the bytes (eight at a time, multiply and rotate);
    /// the table only needs it to spread well. Inlined into `number`. As in `equal`, a text of
    /// up to 32 bytes takes a fixed number of words (its first and last eight or four bytes,
    /// overlapping, and the eight after the first for over 16), and a longer one 16 bytes a
    /// turn and then its last 16: a loop of as many turns as the texts' lengths vary
    /// mispredicted its exit on most texts. Words of eight bytes go alternately into two lanes,
    /// joined at the end, so that the multiplications of a text's words overlap rather than
    /// wait for each other (one chain took about 2 % more of a run's time).
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = bytes.count
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(n)
        guard let start = bytes.baseAddress else { return h }
        let p = UnsafeRawPointer(start)
        @inline(__always) func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
            let m = (h ^ w) &* 0xFF51_AFD7_ED55_8CCD
            return (m << 31) | (m >> 33)
        }
        @inline(__always) func word(_ i: Int) -> UInt64 { p.loadUnaligned(fromByteOffset: i, as: UInt64.self) }
        if n >= 8 {
            // Two lanes, each word mixed into one of them, so that their multiplications overlap.
            var a = h, b = h ^ 0xC2B2_AE3D_27D4_EB4F
            if n > 16 {
                if n <= 32 {
                    a = mix(a, word(0))
                    b = mix(b, word(8))
                } else {
                    var i = 0
                    while i &+ 16 < n {
                        a = mix(a, word(i))
                        b = mix(b, word(i &+ 8))
                        i &+= 16
                    }
                }
            }
            a = mix(a, word(max(0, n &- 16)))  // (the last 16 bytes, or all of fewer)
            b = mix(b, word(n &- 8))
            h = a ^ ((b << 23) | (b >> 41))
        } else if n >= 4 {
            let first = UInt64(p.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let last = UInt64(p.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self))
            h = mix(h, first << 32 | last)
        } else if n > 0 {
            h = mix(h, UInt64(start[0]) << 16 | UInt64(start[n &>> 1]) << 8 | UInt64(start[n &- 1]))
        }
        return h ^ (h >> 29)
    }
}
