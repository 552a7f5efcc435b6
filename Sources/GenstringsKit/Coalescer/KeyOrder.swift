import Foundation

/// genstrings' order for keys (and, otherwise, for merged comments): case-insensitive comparison of the text as
/// written (escapes not decoded), so `_` sorts before letters, and not literal: characters are
/// compared in their canonical decomposition, so `Åland` (`A` and a combining ring) sorts
/// between `Azerbaijan` and `Back`. Texts that differ only in case (or in composition) keep
/// the order of genstrings' dictionary (`DictionaryOrder`) in a table. Merged comments are
/// ordered otherwise (`commentOrder`).
public enum KeyOrder {
    /// Appends the UTF-16 units of `text` to `exact`, and its case-folded units to `folded`.
    private static func appendUnits(of text: String, exact: inout [UInt16], folded: inout [UInt16]) {
        // ASCII (the usual key): its UTF-16 units are its bytes, read without decoding.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            for b in bytes {
                exact.append(UInt16(b))
                folded.append(b >= 0x41 && b <= 0x5A ? UInt16(b + 0x20) : UInt16(b))
            }
            return true
        }
        if ascii == true { return }
        exact.append(contentsOf: text.utf16)
        // `fold` scalar by scalar of the canonical decomposition (as CoreFoundation's
        // non-literal compare sees the text), with ASCII folded in place rather than through a
        // `String` per character.
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.value < 0x80 {
                let b = UInt16(scalar.value)
                folded.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b)
            } else {
                folded.append(contentsOf: fold(scalar).utf16)
            }
        }
    }

    static func fold(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x80 ? String(Character(scalar)).lowercased() : scalar.properties.lowercaseMapping
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

    /// The sort keys of several texts, back to back in two arrays: made without an allocation
    /// per text, and compared without reference counting.
    private struct SortKeys {
        private var exact: [UInt16] = []
        private var folded: [UInt16] = []
        /// Where text `i`'s units end in `exact` and in `folded`.
        private var exactEnds: [Int] = []
        private var foldedEnds: [Int] = []

        init(_ texts: [String]) {
            exactEnds.reserveCapacity(texts.count)
            foldedEnds.reserveCapacity(texts.count)
            let bytes = texts.reduce(0) { $0 + $1.utf8.count }
            exact.reserveCapacity(bytes)
            folded.reserveCapacity(bytes)
            for text in texts {
                KeyOrder.appendUnits(of: text, exact: &exact, folded: &folded)
                exactEnds.append(exact.count)
                foldedEnds.append(folded.count)
            }
        }

        /// Calls `body` with a comparison of texts `a` and `b`: their folded units, or (with
        /// `exact`) their units when the folded ones are the same.
        func withComparison<R>(_ body: (_ compare: (_ a: Int, _ b: Int, _ exact: Bool) -> Int) throws -> R) rethrows -> R {
            try exact.withUnsafeBufferPointer { exact in
                try folded.withUnsafeBufferPointer { folded in
                    try exactEnds.withUnsafeBufferPointer { exactEnds in
                        try foldedEnds.withUnsafeBufferPointer { foldedEnds in
                            func units(_ all: UnsafeBufferPointer<UInt16>, _ ends: UnsafeBufferPointer<Int>,
                                       _ i: Int) -> UnsafeBufferPointer<UInt16> {
                                let start = i == 0 ? 0 : ends[i - 1]
                                return UnsafeBufferPointer(rebasing: all[start..<ends[i]])
                            }
                            return try body { a, b, withExact in
                                let c = KeyOrder.compare(units(folded, foldedEnds, a), units(folded, foldedEnds, b))
                                guard c == 0, withExact else { return c }
                                return KeyOrder.compare(units(exact, exactEnds, a), units(exact, exactEnds, b))
                            }
                        }
                    }
                }
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
            // genstrings sorts its dictionary's keys with a stable case-insensitive sort.
            let positions = DictionaryOrder.positions(ofKeysInsertedInOrder: keys)
            order.sort { a, b in
                let folded = compare(a, b, false)
                return folded != 0 ? folded < 0 : positions[a] < positions[b]
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
    public static func commentOrder(_ comments: [String]) -> [Int] {
        guard comments.count > 1 else { return Array(comments.indices) }
        let positions = DictionaryOrder.positions(ofKeysInsertedInOrder: comments)
        return comments.indices.sorted { a, b in
            switch comments[a].compare(comments[b], options: [.caseInsensitive], range: nil, locale: commentLocale) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return positions[a] < positions[b]
            }
        }
    }

    private static let commentLocale = Locale(identifier: "en_US")

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
