import Foundation

/// genstrings' order for keys (and, otherwise, for merged comments): case-insensitive comparison of the text as
/// written (escapes not decoded), so `_` sorts before letters, and not literal: characters are
/// compared in their canonical decomposition, so `Åland` (`A` and a combining ring) sorts
/// between `Azerbaijan` and `Back`. Texts that differ only in case (or in composition) keep
/// the order of genstrings' dictionary (`DictionaryOrder`) in a table. Merged comments are
/// ordered otherwise (`commentOrder`).
public enum KeyOrder {
    /// Appends the case-folded UTF-16 units of `text` to `folded`. `scalarUnits` keeps, for the
    /// caller's texts, the folded units of each scalar whose decomposition the tables here do not
    /// give (Greek, Cyrillic, most Latin letters beyond Latin-1): Foundation is asked once per
    /// scalar, not once per text.
    private static func appendFoldedUnits(of text: String, to folded: inout [UInt16], scalarUnits: inout ScalarUnits) {
        // ASCII (the usual key): its bytes folded into room on the stack, then appended as one
        // copy (appending them one at a time, or through a lazy map, tested the capacity at each
        // unit; making room with `repeatElement` went through the array's generic append).
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard ASCIICollation.isASCII(bytes) else { return false }
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: bytes.count) { units in
                for i in 0..<bytes.count {
                    let b = bytes[i]
                    units.initializeElement(at: i, to: UInt16(b >= 0x41 && b <= 0x5A ? b &+ 0x20 : b))
                }
                folded.append(contentsOf: units)
            }
            return true
        }
        if ascii == true { return }
        // `fold` scalar by scalar of the canonical decomposition (as CoreFoundation's
        // non-literal compare sees the text), with ASCII folded in place rather than through a
        // `String` per character, and the scalars that no folding changes (CJK, kana, Hangul,
        // punctuation, symbols, emoji) appended as they are. Foundation takes about 12,000
        // instructions to decompose a text (and its first call in a process about 0.3 ms); the
        // usual non-ASCII key (`…`, `“”`, `é`, `ü`, `™`, Chinese, Japanese, Korean) is
        // decomposed here instead, and the other scalars (Greek, Cyrillic, ...) are decomposed
        // by Foundation once each (`scalarUnits`), unless the text holds a combining mark.
        func append(_ scalar: Unicode.Scalar) {
            if scalar.value < 0x80 {
                let b = UInt16(scalar.value)
                folded.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b)
            } else if isCaseless(scalar) {
                for unit in scalar.utf16 { folded.append(inCodePointOrder(unit)) }
            } else {
                folded.append(contentsOf: fold(scalar).utf16.lazy.map(inCodePointOrder))
            }
        }
        var byScalar = true
        for scalar in text.unicodeScalars where !(isOwnDecomposition(scalar) || hasKnownDecomposition(scalar)) {
            if scalarUnits.units(of: scalar, notingFirst: foldedDecomposition) == nil {
                byScalar = false
                break
            }
        }
        if byScalar {
            // Each scalar's decomposition in turn: with no combining mark in the text, the marks
            // of a decomposition follow their base letter alone, so nothing is reordered (a
            // Hangul syllable's letters are never reordered).
            for scalar in text.unicodeScalars {
                if let (base, mark) = Latin1.decomposition(scalar) ?? Kana.decomposition(scalar) {
                    append(base)
                    append(mark)
                } else if let (leading, vowel, trailing) = Hangul.decomposition(scalar) {
                    append(leading)
                    append(vowel)
                    if let trailing { append(trailing) }
                } else if let units = scalarUnits.units(of: scalar) {
                    folded.append(contentsOf: units)
                } else {
                    append(scalar)
                }
            }
            return
        }
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars { append(scalar) }
    }

    /// The folded units of the scalars met in a set of texts whose decompositions are not given
    /// by the tables here, each worked out once (see `appendFoldedUnits`).
    struct ScalarUnits {
        /// Per scalar below U+2000 (Latin, Greek, Cyrillic and the other alphabets): 0 while not
        /// noted, else bit 63, and the start of its units in `pool` (bits 0-31) and their count
        /// (bits 32-47), 0 for a scalar that has none (see `foldedDecomposition`).
        private var low: [UInt64] = []
        /// The same for the scalars from U+2000.
        private var high: [UInt32: UInt64] = [:]
        private var pool: [UInt16] = []

        private static let lowCount: UInt32 = 0x2000

        private func entry(_ scalar: Unicode.Scalar) -> UInt64 {
            let v = scalar.value
            if v < Self.lowCount { return low.isEmpty ? 0 : low[Int(v)] }
            return high.isEmpty ? 0 : high[v] ?? 0
        }

        /// The units of a noted scalar; nil for one that has none, or is not noted.
        func units(of scalar: Unicode.Scalar) -> ArraySlice<UInt16>? {
            units(entry(scalar))
        }

        /// The units of `scalar`, noted first as `make` gives them when it is not noted yet.
        mutating func units(of scalar: Unicode.Scalar, notingFirst make: (Unicode.Scalar) -> [UInt16]?) -> ArraySlice<UInt16>? {
            var e = entry(scalar)
            if e == 0 { e = note(scalar, make(scalar)) }
            return units(e)
        }

        private func units(_ e: UInt64) -> ArraySlice<UInt16>? {
            let count = Int(truncatingIfNeeded: (e >> 32) & 0xFFFF)
            guard count > 0 else { return nil }
            let start = Int(truncatingIfNeeded: e & 0xFFFF_FFFF)
            return pool[start..<(start + count)]
        }

        /// Notes `units` for `scalar`; its entry.
        private mutating func note(_ scalar: Unicode.Scalar, _ units: [UInt16]?) -> UInt64 {
            let count = UInt64(min(units?.count ?? 0, 0xFFFF))
            let e = 1 << 63 | count << 32 | UInt64(truncatingIfNeeded: pool.count)
            pool += units?.prefix(Int(count)) ?? []
            let v = scalar.value
            if v < Self.lowCount {
                if low.isEmpty { low = Array(repeating: 0, count: Int(Self.lowCount)) }
                low[Int(v)] = e
            } else {
                high[v] = e
            }
            return e
        }
    }

    /// The folded units (in code point order) of `scalar`'s canonical decomposition, when a text's
    /// decomposition is its scalars' decompositions one after the other wherever it stands: the
    /// scalar is never reordered, and its decomposition begins with a character that is not
    /// either (`й` is `и` and a combining breve); nil for a combining mark, whose place depends
    /// on the marks around it.
    private static func foldedDecomposition(of scalar: Unicode.Scalar) -> [UInt16]? {
        guard scalar.properties.canonicalCombiningClass == .notReordered else { return nil }
        let scalars = Array(String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars)
        guard let first = scalars.first, first.properties.canonicalCombiningClass == .notReordered else { return nil }
        return scalars.flatMap { fold($0).utf16.map(inCodePointOrder) }
    }

    /// A UTF-16 unit moved so that units compare as the characters' code points do: CoreFoundation
    /// compares two characters that differ as whole code points (a surrogate pair as the
    /// character it stands for), so `😀` (U+1F600, units `D83D DE00`) sorts after `（`
    /// (U+FF08), not before. Units from U+E000 move down below the surrogates, which move up.
    @inline(__always)
    static func inCodePointOrder(_ unit: UInt16) -> UInt16 {
        unit >= 0xE000 ? unit &- 0x800 : unit >= 0xD800 ? unit &+ 0x2000 : unit
    }

    /// The canonical decompositions of the Latin-1 letters U+00C0–U+00FF (`À` to `ÿ`): a
    /// base letter and one combining mark. `KeyOrderTests.testLatin1Decompositions` checks
    /// each against Foundation.
    enum Latin1 {
        /// Per scalar from U+00C0, its base letter, `.` where it has no decomposition (`Æ`,
        /// `Ð`, `×`, `Ø`, `Þ`, `ß`, and their lowercase forms, `÷`)...
        private static let bases: StaticString = "AAAAAA.CEEEEIIII.NOOOOO..UUUUY..aaaaaa.ceeeeiiii.nooooo..uuuuy.y"
        /// ... and its mark: grave U+0300 `` ` ``, acute U+0301 `'`, circumflex U+0302 `^`,
        /// tilde U+0303 `~`, diaeresis U+0308 `:`, ring above U+030A `o`, cedilla U+0327 `,`.
        private static let marks: StaticString = "`'^~:o.,`'^:`'^:.~`'^~:..`'^:'..`'^~:o.,`'^:`'^:.~`'^~:..`'^:'.:"

        static func decomposition(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, Unicode.Scalar)? {
            guard scalar.value >= 0xC0 && scalar.value <= 0xFF else { return nil }
            let i = Int(scalar.value - 0xC0)
            let base = bases.utf8Start[i]
            guard base != UInt8(ascii: ".") else { return nil }
            let mark: UInt32
            switch marks.utf8Start[i] {
            case UInt8(ascii: "`"): mark = 0x300
            case UInt8(ascii: "'"): mark = 0x301
            case UInt8(ascii: "^"): mark = 0x302
            case UInt8(ascii: "~"): mark = 0x303
            case UInt8(ascii: ":"): mark = 0x308
            case UInt8(ascii: "o"): mark = 0x30A
            default: mark = 0x327
            }
            return (Unicode.Scalar(base), Unicode.Scalar(mark)!)
        }
    }

    /// Whether `scalar` is its own canonical decomposition and is never reordered (combining
    /// class 0), so that a text of such scalars is its own decomposition: ASCII, the Latin-1
    /// punctuation and symbols (U+00A0–U+00BF), the scalars of `isCaseless`, the letterlike
    /// symbols but `Ω`, `K` and `Å` (U+2100–U+214F) and the full-width capitals (U+FF21–U+FF3A).
    /// `KeyOrderTests.testOwnDecompositionScalars` checks every one of them against Foundation.
    static func isOwnDecomposition(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x1100 { return v < 0x80 || (v >= 0xA0 && v <= 0xBF) }
        return isCaseless(scalar) || (v >= 0x2100 && v <= 0x214F && v != 0x2126 && v != 0x212A && v != 0x212B)
            || (v >= 0xFF21 && v <= 0xFF3A)
    }

    /// Whether `scalar` is its own canonical decomposition, is never reordered, and no case
    /// folding changes it, so that it is appended as it is: most of the general punctuation
    /// (U+2010–U+2027, U+2030–U+205E; not U+2000–U+200F, where U+2000 and U+2001 decompose),
    /// the arrows `←` to `↙`, the box drawing, blocks, shapes, symbols and dingbats
    /// (U+2500–U+27BF), the CJK punctuation but its tone marks, the kana and the CJK
    /// ideographs but the kana that decompose (`Kana`), the Hangul letters (U+1100–U+11FF),
    /// the half- and full-width forms but the full-width capitals, and the emoji
    /// (U+1F300–U+1FAFF). `KeyOrderTests.testOwnDecompositionScalars` checks each against
    /// Foundation, and `testCaselessScalars` against Swift's case properties.
    @inline(__always)
    static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v >= 0x3040 && v <= 0x30FF { return Kana.isOwnDecomposition(scalar) }
        switch v {
        case 0x1100...0x11FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2199, 0x2500...0x27BF,
             0x3000...0x3029, 0x3030...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xFF01...0xFF20, 0xFF3B...0xFFEF, 0x1F300...0x1FAFF:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` is one of the decompositions written here (`Latin1`, `Kana`, `Hangul`).
    private static func hasKnownDecomposition(_ scalar: Unicode.Scalar) -> Bool {
        Latin1.decomposition(scalar) != nil || Kana.decomposition(scalar) != nil || Hangul.decomposition(scalar) != nil
    }

    /// The canonical decompositions of the kana (U+3040–U+30FF) that have one: a base kana and
    /// the combining voiced (U+3099) or semi-voiced (U+309A) sound mark, as `が` is `か` and
    /// U+3099. `KeyOrderTests.testKanaDecompositions` checks each kana against Foundation.
    enum Kana {
        /// Per scalar from U+3040: `.` where it is its own decomposition, `m` for the two marks
        /// (combining, so reordered), and where it decomposes, where its base lies: `d` the
        /// scalar before (with U+3099), `h` two before (with U+309A), `u` 0x4E before (`ゔ`,
        /// `ヴ`), `w` eight before (`ヷ` to `ヺ`), each of the last two with U+3099.
        /// (The hiragana, U+3040–U+309F, then the katakana, U+30A0–U+30FF.)
        private static let hiragana: StaticString = "............d.d.d.d.d.d.d.d.d.d.d.d..d.d.d......dh.dh.dh.dh.dh......................u....mm...d."
        private static let katakana: StaticString = "............d.d.d.d.d.d.d.d.d.d.d.d..d.d.d......dh.dh.dh.dh.dh......................u..wwww...d."

        /// `scalar` lies in U+3040–U+30FF.
        @inline(__always)
        private static func kind(_ scalar: Unicode.Scalar) -> UInt8 {
            let i = Int(scalar.value - 0x3040)
            return i < 0x60 ? hiragana.utf8Start[i] : katakana.utf8Start[i - 0x60]
        }

        /// Whether a kana is its own decomposition (and never reordered).
        static func isOwnDecomposition(_ scalar: Unicode.Scalar) -> Bool {
            kind(scalar) == UInt8(ascii: ".")
        }

        static func decomposition(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, Unicode.Scalar)? {
            guard scalar.value >= 0x3040 && scalar.value <= 0x30FF else { return nil }
            let v = scalar.value
            switch kind(scalar) {
            case UInt8(ascii: "d"): return (Unicode.Scalar(v - 1)!, "\u{3099}")
            case UInt8(ascii: "h"): return (Unicode.Scalar(v - 2)!, "\u{309A}")
            case UInt8(ascii: "u"): return (Unicode.Scalar(v - 0x4E)!, "\u{3099}")
            case UInt8(ascii: "w"): return (Unicode.Scalar(v - 8)!, "\u{3099}")
            default: return nil
            }
        }
    }

    /// The canonical decompositions of the Hangul syllables (U+AC00–U+D7A3), worked out as the
    /// Unicode standard gives them (section 3.12): a leading consonant, a vowel and, for most,
    /// a trailing consonant, letters that are never reordered.
    /// `KeyOrderTests.testHangulDecompositions` checks each syllable against Foundation.
    enum Hangul {
        static func decomposition(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar?)? {
            guard scalar.value >= 0xAC00 && scalar.value <= 0xD7A3 else { return nil }
            let s = scalar.value - 0xAC00
            let trailing = s % 28
            return (Unicode.Scalar(0x1100 + s / (21 * 28))!, Unicode.Scalar(0x1161 + (s % (21 * 28)) / 28)!,
                    trailing == 0 ? nil : Unicode.Scalar(0x11A7 + trailing)!)
        }
    }

    /// `scalar` case-folded as CoreFoundation's case-insensitive compare folds it: by the full
    /// case folding, so that `ß` compares as `ss`, `ﬁ` as `fi`, `µ` as `μ` and `ς` as `σ`
    /// (not by the lower-case mapping, which leaves those alone). Foundation's own folding
    /// (CoreFoundation's code on every platform) is asked only for the scalars that fold to
    /// something else, which are few: most keys' other scalars (accents, CJK, emoji) do not.
    static func fold(_ scalar: Unicode.Scalar) -> String {
        if scalar.value < 0x80 { return String(Character(scalar)).lowercased() }
        let properties = scalar.properties
        guard properties.changesWhenCaseFolded || properties.changesWhenLowercased else { return String(Character(scalar)) }
        return String(Character(scalar)).folding(options: [.caseInsensitive], locale: nil)
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b` (code unit by code
    /// unit, a prefix first), in one pass.
    @inline(__always)
    private static func compare(_ a: UnsafeBufferPointer<UInt16>, _ b: UnsafeBufferPointer<UInt16>) -> Int {
        let n = min(a.count, b.count)
        var i = 0
        while i < n {
            if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            i += 1
        }
        return a.count - b.count
    }

    /// The sort keys of several texts: their folded units back to back, made without an
    /// allocation per text and compared without reference counting. Texts whose folded units
    /// are the same (few) are then compared by their own UTF-16 units, read from the texts.
    private struct SortKeys {
        private let texts: [String]
        private var folded: [UInt16] = []
        /// Where text `i`'s units end in `folded`.
        private var foldedEnds: [Int] = []
        /// Per text, its first eight folded units, four to a word, the first in the high bits
        /// (0 past its end): two texts whose heads differ compare as their heads do, in one or
        /// two integer comparisons, without reading their units.
        private var heads: [Head] = []

        struct Head {
            var high: UInt64
            var low: UInt64
        }

        init(_ texts: [String]) {
            self.texts = texts
            foldedEnds.reserveCapacity(texts.count)
            heads.reserveCapacity(texts.count)
            folded.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count })
            var scalarUnits = ScalarUnits()
            for text in texts {
                let start = folded.count
                KeyOrder.appendFoldedUnits(of: text, to: &folded, scalarUnits: &scalarUnits)
                foldedEnds.append(folded.count)
                var head = Head(high: 0, low: 0)
                for i in 0..<8 where start + i < folded.count {
                    let unit = UInt64(folded[start + i])
                    if i < 4 { head.high |= unit << (48 - 16 * i) } else { head.low |= unit << (48 - 16 * (i - 4)) }
                }
                heads.append(head)
            }
        }

        /// Calls `body` with a comparison of texts `a` and `b`: their heads, then their folded
        /// units, or (with `exact`) their UTF-16 units when the folded ones are the same.
        func withComparison<R>(_ body: (_ compare: (_ a: Int, _ b: Int, _ exact: Bool) -> Int) throws -> R) rethrows -> R {
            try folded.withUnsafeBufferPointer { folded in
                try foldedEnds.withUnsafeBufferPointer { foldedEnds in
                    try heads.withUnsafeBufferPointer { heads in
                        func units(_ i: Int) -> UnsafeBufferPointer<UInt16> {
                            let start = i == 0 ? 0 : foldedEnds[i - 1]
                            return UnsafeBufferPointer(rebasing: folded[start..<foldedEnds[i]])
                        }
                        return try body { a, b, withExact in
                            let headA = heads[a], headB = heads[b]
                            if headA.high != headB.high { return headA.high < headB.high ? -1 : 1 }
                            if headA.low != headB.low { return headA.low < headB.low ? -1 : 1 }
                            let c = KeyOrder.compare(units(a), units(b))
                            guard c == 0, withExact else { return c }
                            return KeyOrder.compareUTF16(texts[a], texts[b])
                        }
                    }
                }
            }
        }
    }

    /// `compare` of the texts' UTF-16 units.
    private static func compareUTF16(_ a: String, _ b: String) -> Int {
        var x = a.utf16.makeIterator(), y = b.utf16.makeIterator()
        while true {
            switch (x.next(), y.next()) {
            case let (p?, q?): if p != q { return p < q ? -1 : 1 }
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            }
        }
    }

    /// The order of a table's keys, given in first-seen order: indices into `keys`.
    public static func tableOrder(_ keys: [String]) -> [Int] {
        let sortKeys = SortKeys(keys)
        return sortKeys.withComparison { compare in
            var order = Array(keys.indices)
            order.sort { compare($0, $1, true) < 0 }
            let hasTies = zip(order, order.dropFirst()).contains { compare($0, $1, false) == 0 }
            guard hasTies else { return order }
            // genstrings sorts its dictionary's keys with a stable case-insensitive sort: the
            // keys that compare the same (next to each other now) go in the dictionary's order.
            let positions = DictionaryOrder.positions(ofKeysInsertedInOrder: keys)
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, compare(order[start], order[end], false) == 0 { end += 1 }
                if end - start > 1 { order[start..<end].sort { positions[$0] < positions[$1] } }
                start = end
            }
            return order
        }
    }

    /// The order of a key's merged comments, given in first-seen order: indices into
    /// `comments`. genstrings keeps them in a set and sorts the set's order with a stable,
    /// localized case-insensitive comparison (as `localizedCaseInsensitiveCompare:` does), not
    /// the comparison of its keys: a no-break space sorts as a space (a real project's tables,
    /// 13 versions), and comments that differ only in case keep the set's order (another's, 4
    /// comment sets). The locale is fixed (English), so that the order does not depend on the
    /// machine.
    ///
    /// Speed: most comparisons are decided by `ASCIICollation` without Foundation, and the
    /// set's order is only worked out when two comments compare the same.
    public static func commentOrder(_ comments: [String]) -> [Int] {
        guard comments.count > 1 else { return Array(comments.indices) }
        var positions: [Int]? = nil
        return comments.indices.sorted { a, b in
            switch compareComments(comments[a], comments[b]) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame:
                if positions == nil { positions = DictionaryOrder.positions(ofKeysInsertedInOrder: comments) }
                return positions![a] < positions![b]
            }
        }
    }

    /// The localized case-insensitive comparison of two comments (see `commentOrder`).
    static func compareComments(_ a: String, _ b: String) -> ComparisonResult {
        ASCIICollation.order(a, b) ?? LocalizedComparison.caseInsensitive(a, b)
    }

    /// The order of texts compared case-insensitively, then by their UTF-16 units (a stable
    /// sort): indices into `texts`.
    public static func order(_ texts: [String]) -> [Int] {
        guard texts.count > 1 else { return Array(texts.indices) }
        return SortKeys(texts).withComparison { compare in texts.indices.sorted { compare($0, $1, true) < 0 } }
    }

    public static func sorted(_ texts: [String]) -> [String] {
        order(texts).map { texts[$0] }
    }
}
