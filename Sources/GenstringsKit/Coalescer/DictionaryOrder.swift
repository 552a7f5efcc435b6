/// The order in which genstrings' dictionary of keys hands them out: CoreFoundation's string
/// hash and an open-addressing table with prime sizes and linear probing that grows by
/// rehashing in bucket order. genstrings sorts that order case-insensitively with a stable
/// sort, so keys that differ only in case (`"Tables"`, `"tables"`, `"TABLES"`) come out in
/// this order. The model reproduced every such group in the tables of four real projects
/// (29 groups); see Docs/compatibility.md.
enum DictionaryOrder {
    /// Bucket counts and the most keys each holds before the table grows (CFBasicHash).
    static let sizes = [3, 7, 13, 23, 41, 71, 127, 191, 251, 383, 631, 1087, 1723, 2803, 4523, 7351, 11959,
                        19447, 31231, 50683, 81919, 132607, 214519, 346607, 561109, 907759, 1468927,
                        2376191, 3845119, 6221311, 10066421]
    static let capacities = [3, 6, 11, 19, 32, 52, 85, 118, 155, 237, 390, 672, 1065, 1732, 2795, 4543, 7391,
                             12019, 19302, 31324, 50629, 81956, 132580, 214215, 346784, 561026, 907847,
                             1468567, 2376414, 3844982, 6221390]

    /// For keys given in first-seen order, each key's position in bucket order.
    static func positions(ofKeysInsertedInOrder keys: [String]) -> [Int] {
        // Growing rehashes in old bucket order, so replay the growth to get the same layout.
        var table: [Int?] = []
        var growthLevel = -1
        let hashes = keys.map(hash)
        for index in keys.indices {
            var needed = 0
            while needed < capacities.count - 1, capacities[needed] < index + 1 { needed += 1 }
            if needed != growthLevel {
                var grown = [Int?](repeating: nil, count: sizes[needed])
                for case let old? in table { insert(old, hash: hashes[old], into: &grown) }
                table = grown
                growthLevel = needed
            }
            insert(index, hash: hashes[index], into: &table)
        }
        var positions = [Int](repeating: 0, count: keys.count)
        var position = 0
        for case let index? in table {
            positions[index] = position
            position += 1
        }
        return positions
    }

    private static func insert(_ index: Int, hash: UInt64, into table: inout [Int?]) {
        var bucket = Int(hash % UInt64(table.count))
        while table[bucket] != nil { bucket = bucket + 1 == table.count ? 0 : bucket + 1 }
        table[bucket] = index
    }

    /// CFStringHash over UTF-16 code units: all of them up to 96, else the first, middle and
    /// last 32. An ASCII text's units are its UTF-8 bytes, read in place (the usual key: no
    /// array of its UTF-16 units is made for it).
    static func hash(_ text: String) -> UInt64 {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            ASCIICollation.isASCII(bytes) ? hash(count: bytes.count) { UInt64(bytes[$0]) } : nil
        }
        if let ascii = ascii ?? nil { return ascii }
        return hash(utf16: Array(text.utf16))
    }

    /// `hash` of the UTF-16 units `units`.
    static func hash(utf16 units: [UInt16]) -> UInt64 {
        units.withUnsafeBufferPointer { units in hash(count: units.count) { UInt64(units[$0]) } }
    }

    /// `hash` of `n` units, unit `i` being `unit(i)`.
    @inline(__always)
    private static func hash(count n: Int, _ unit: (Int) -> UInt64) -> UInt64 {
        var r = UInt64(n)
        func add(_ range: Range<Int>) {
            var i = range.lowerBound
            let end4 = range.lowerBound + (range.count & ~3)
            while i < end4 {
                r = r &* 67503105 &+ unit(i) &* 16974593 &+ unit(i + 1) &* 66049 &+ unit(i + 2) &* 257 &+ unit(i + 3)
                i += 4
            }
            while i < range.upperBound {
                r = r &* 257 &+ unit(i)
                i += 1
            }
        }
        if n <= 96 {
            add(0..<n)
        } else {
            add(0..<32)
            add((n / 2 - 16)..<(n / 2 + 16))
            add((n - 32)..<n)
        }
        return r &+ (r << UInt64(n & 31))
    }
}
