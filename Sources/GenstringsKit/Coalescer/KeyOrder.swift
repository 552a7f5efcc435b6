/// genstrings' order for keys and merged comments: case-insensitive comparison of the text as
/// written (escapes not decoded), so `_` sorts before letters. Keys of a table that differ only
/// in case keep the order of genstrings' dictionary (`DictionaryOrder`); comments that differ
/// only in case are ordered by their UTF-16 code units.
public enum KeyOrder {
    /// A precomputed sort key: case-folded UTF-16 units, then the units as they are.
    public struct SortKey: Comparable, Sendable {
        let folded: [UInt16]
        let exact: [UInt16]

        public init(_ text: String) {
            // ASCII (the usual key): its UTF-16 units are its bytes, read without decoding.
            if let ascii = text.utf8.withContiguousStorageIfAvailable({ Self.asciiKeys($0) }), let (exact, folded) = ascii {
                self.exact = exact
                self.folded = folded
                return
            }
            exact = Array(text.utf16)
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                folded = exact.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            } else {
                // `fold` scalar by scalar, with ASCII folded in place rather than through a
                // `String` per character.
                var units: [UInt16] = []
                units.reserveCapacity(exact.count)
                for scalar in text.unicodeScalars {
                    if scalar.value < 0x80 {
                        let b = UInt16(scalar.value)
                        units.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b)
                    } else {
                        units.append(contentsOf: KeyOrder.fold(scalar).utf16)
                    }
                }
                folded = units
            }
        }

        /// The units and folded units of ASCII bytes (nil if a byte is not ASCII), in one pass.
        private static func asciiKeys(_ bytes: UnsafeBufferPointer<UInt8>) -> ([UInt16], [UInt16])? {
            var isASCII = true
            var folded: [UInt16] = []
            let exact = [UInt16](unsafeUninitializedCapacity: bytes.count) { exact, n in
                folded = [UInt16](unsafeUninitializedCapacity: bytes.count) { folded, m in
                    for (i, b) in bytes.enumerated() {
                        isASCII = isASCII && b < 0x80
                        exact[i] = UInt16(b)
                        folded[i] = b >= 0x41 && b <= 0x5A ? UInt16(b + 0x20) : UInt16(b)
                    }
                    m = bytes.count
                }
                n = bytes.count
            }
            return isASCII ? (exact, folded) : nil
        }

        public static func < (a: SortKey, b: SortKey) -> Bool {
            let folded = compare(a.folded, b.folded)
            return folded != 0 ? folded < 0 : compare(a.exact, b.exact) < 0
        }

        /// Whether the folded texts are the same.
        func sameFolded(as other: SortKey) -> Bool {
            Self.compare(folded, other.folded) == 0
        }

        /// Negative, zero or positive as `a` sorts before, with or after `b` (code unit by code
        /// unit, a prefix first), in one pass.
        static func compare(_ a: [UInt16], _ b: [UInt16]) -> Int {
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    let n = min(a.count, b.count)
                    var i = 0
                    while i < n {
                        if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
                        i += 1
                    }
                    return a.count - b.count
                }
            }
        }
    }

    static func fold(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x80 ? String(Character(scalar)).lowercased() : scalar.properties.lowercaseMapping
    }

    /// The order of a table's keys, given in first-seen order: indices into `keys`.
    public static func tableOrder(_ keys: [String]) -> [Int] {
        let sortKeys = keys.map(SortKey.init)
        var order = Array(keys.indices).sorted { sortKeys[$0] < sortKeys[$1] }
        let hasTies = zip(order, order.dropFirst()).contains { sortKeys[$0].sameFolded(as: sortKeys[$1]) }
        guard hasTies else { return order }
        // genstrings sorts its dictionary's keys with a stable case-insensitive sort.
        let positions = DictionaryOrder.positions(ofKeysInsertedInOrder: keys)
        order.sort { a, b in
            let folded = SortKey.compare(sortKeys[a].folded, sortKeys[b].folded)
            return folded != 0 ? folded < 0 : positions[a] < positions[b]
        }
        return order
    }

    public static func sorted(_ texts: [String]) -> [String] {
        guard texts.count > 1 else { return texts }
        return texts.map { (SortKey($0), $0) }.sorted { $0.0 < $1.0 }.map { $0.1 }
    }
}
