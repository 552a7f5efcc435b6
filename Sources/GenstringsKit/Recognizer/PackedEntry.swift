/// One call's entry as extraction keeps it: numbers instead of strings. A project has
/// hundreds of thousands of calls and a few thousand distinct texts; entries made of numbers
/// cost no allocation, no reference counting and a fifth of the memory, and the coalescer
/// compares them as numbers.
///
/// The texts are numbered by a `TextInterner` while a file is scanned (numbers local to the
/// scanning thread) and renumbered into one `PackedEntries.texts` afterwards.
struct PackedEntry: Equatable, Sendable {
    /// Marks an absent value or comment.
    static let none = UInt32.max

    var key: UInt32
    /// The explicit value, or `none` when the value is the key.
    var value: UInt32
    /// The comment, or `none` (`nil`, `NULL`, `""` or no comment argument).
    var comment: UInt32
    var table: UInt32
    /// Index into `PackedEntries.files`.
    var file: UInt32
    var line: UInt32
    var column: UInt32
}

/// Entries with the texts and file names they number. Equal texts (as `String`s compare,
/// that is up to canonical equivalence) have one number, the text's spelling where it was
/// first met in command-line order; so two entries have the same key exactly when their key
/// numbers are equal.
///
/// The entries are kept where they were made: in the arrays of the threads that scanned the
/// files (`stores`), read in command-line order as `runs` of those arrays. Joining them into
/// one array would copy every entry into fresh memory for nothing.
struct PackedEntries: Sendable {
    var texts: [String] = []
    var files: [String] = []
    private(set) var stores: [[PackedEntry]] = []
    private(set) var runs: [Run] = []

    /// Entries `range` of `stores[store]`.
    struct Run: Sendable {
        var store: Int
        var range: Range<Int>
    }

    /// All the entries, in order, as one array.
    var entries: [PackedEntry] {
        var all: [PackedEntry] = []
        forEachRun { all.append(contentsOf: $0) }
        return all
    }

    /// Calls `body` with the entries of each run, in order.
    func forEachRun(_ body: (UnsafeBufferPointer<PackedEntry>) -> Void) {
        for run in runs where !run.range.isEmpty {
            stores[run.store].withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[run.range])) }
        }
    }

    /// Numbers texts as they come; texts of the same bytes get the number of the first. Not
    /// `String`'s `==`, which takes canonically equivalent texts (`café` composed and
    /// decomposed) as equal: genstrings keeps them apart, as `NSString` compares code units.
    /// The caller may give a text's `hash(_:)` with its bytes (computed beforehand, in parallel).
    struct Numbering: Sendable {
        private(set) var texts: [String] = []
        /// The texts' bytes one after another (compared without going through the `String`s);
        /// `ends[n]`, where text `n`'s end.
        private var arena: [UInt8] = []
        private var ends: [Int] = []
        /// Number + 1 per slot; 0 marks an empty slot.
        private var slots = [UInt32](repeating: 0, count: 1024)
        private var slotHashes = [Int](repeating: 0, count: 1024)

        /// A hash of the text's UTF-8 bytes: `TextInterner`'s, so that the hashes an interner
        /// kept for its texts can be given to `number(bytes:hash:)`.
        static func hash(_ text: String) -> Int {
            text.withUTF8Bytes { TextInterner.hash(of: $0) }
        }

        mutating func number(_ text: String) -> UInt32 {
            text.withUTF8Bytes { number(bytes: $0, hash: TextInterner.hash(of: $0), text: text) }
        }

        /// The number of the text of `bytes` (UTF-8), given its `hash(_:)`.
        mutating func number(bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> UInt32 {
            number(bytes: bytes, hash: hash, text: nil)
        }

        /// `text`: the bytes as a `String`, if the caller has one (else made for a new text).
        private mutating func number(bytes: UnsafeBufferPointer<UInt8>, hash: Int, text: String?) -> UInt32 {
            var mask = slots.count - 1
            var i = hash & mask
            while slots[i] != 0 {
                let n = Int(slots[i] - 1)
                if slotHashes[i] == hash {
                    let start = n == 0 ? 0 : ends[n - 1]
                    if ends[n] - start == bytes.count,
                       bytes.isEmpty || arena.withUnsafeBufferPointer({ TextInterner.equal($0.baseAddress! + start, bytes.baseAddress!, bytes.count) }) {
                        return UInt32(n)
                    }
                }
                i = (i + 1) & mask
            }
            texts.append(text ?? String(decoding: bytes, as: UTF8.self))
            arena.append(contentsOf: bytes)
            ends.append(arena.count)
            slots[i] = UInt32(texts.count)
            slotHashes[i] = hash
            if texts.count * 2 > slots.count {
                let oldSlots = slots, oldHashes = slotHashes
                slots = [UInt32](repeating: 0, count: oldSlots.count * 2)
                slotHashes = [Int](repeating: 0, count: oldSlots.count * 2)
                mask = slots.count - 1
                for k in oldSlots.indices where oldSlots[k] != 0 {
                    var j = oldHashes[k] & mask
                    while slots[j] != 0 { j = (j + 1) & mask }
                    slots[j] = oldSlots[k]
                    slotHashes[j] = oldHashes[k]
                }
            }
            return UInt32(texts.count - 1)
        }
    }

    init(texts: [String] = [], files: [String] = [], entries: [PackedEntry] = []) {
        self.init(texts: texts, files: files, stores: [entries], runs: [Run(store: 0, range: entries.indices)])
    }

    /// The entries of `runs` of `stores`.
    init(texts: [String], files: [String], stores: [[PackedEntry]], runs: [Run]) {
        self.texts = texts
        self.files = files
        self.stores = stores
        self.runs = runs
    }

    /// `LocalizedEntry` values packed (their files in order of appearance).
    init(_ unpacked: [LocalizedEntry]) {
        var numbering = Numbering()
        var fileNumbers: [String: UInt32] = [:]
        var files: [String] = []
        var entries: [PackedEntry] = []
        entries.reserveCapacity(unpacked.count)
        for e in unpacked {
            let file: UInt32
            if let n = fileNumbers[e.file] {
                file = n
            } else {
                file = UInt32(files.count)
                fileNumbers[e.file] = file
                files.append(e.file)
            }
            entries.append(PackedEntry(key: numbering.number(e.key), value: e.value.map { numbering.number($0) } ?? PackedEntry.none,
                                       comment: e.comment.map { numbering.number($0) } ?? PackedEntry.none,
                                       table: numbering.number(e.table), file: file,
                                       line: UInt32(clamping: e.line), column: UInt32(clamping: e.column)))
        }
        self.init(texts: numbering.texts, files: files, entries: entries)
    }

    func text(_ n: UInt32) -> String? {
        n == PackedEntry.none ? nil : texts[Int(n)]
    }

    /// The entries as `LocalizedEntry` values.
    var unpacked: [LocalizedEntry] {
        entries.map { e in
            LocalizedEntry(key: texts[Int(e.key)], value: text(e.value), comment: text(e.comment), table: texts[Int(e.table)],
                           file: files[Int(e.file)], line: Int(e.line), column: Int(e.column))
        }
    }
}
