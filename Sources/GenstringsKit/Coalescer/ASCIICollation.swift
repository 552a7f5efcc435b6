import Foundation

/// A shortcut for the comparison that orders a key's merged comments (`KeyOrder.commentOrder`:
/// Foundation's localized case-insensitive comparison, ICU's collation for English). Through
/// Foundation it costs about 14,000 instructions a call, most of it making a collator; for two
/// ASCII texts whose first difference, ignoring case, lies between two letters or digits, the
/// result is known from those two characters alone.
///
/// Why: collation compares the texts' primary weights first. Each ASCII character has one
/// collation element (English has no contractions or expansions among them), and case only
/// changes the tertiary weight, so the characters before the difference give both texts the
/// same primary weights. Letters and digits all have primary weights of their own, none
/// ignorable, digits before letters, in numeric and alphabetical order (numeric collation is
/// off), so the first primary difference lies there and decides, whatever follows.
/// `CommentOrderTests` checks this against Foundation on many random texts.
enum ASCIICollation {
    /// The localized case-insensitive order of `a` and `b` where the rule above gives it; nil
    /// otherwise (a text that is not ASCII, the same up to case, one a prefix of the other, or
    /// a difference at a space or punctuation, whose weights are left to ICU).
    static func order(_ a: String, _ b: String) -> ComparisonResult? {
        // Native strings are contiguous; any other takes Foundation's way.
        let result = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in order(x, y) } ?? nil
        }
        return result ?? nil
    }

    private static func order(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        guard isASCII(x), isASCII(y) else { return nil }
        let n = min(x.count, y.count)
        var i = 0
        while i < n {
            let c = folded(x[i]), d = folded(y[i])
            if c != d {
                guard let wc = weight(c), let wd = weight(d) else { return nil }
                return wc < wd ? .orderedAscending : .orderedDescending
            }
            i += 1
        }
        return nil
    }

    /// Whether every byte is below 0x80 (one test at the end, not one per byte).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var union: UInt8 = 0
        for b in bytes { union |= b }
        return union < 0x80
    }

    @inline(__always)
    private static func folded(_ b: UInt8) -> UInt8 {
        b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b + 0x20 : b
    }

    /// The rank of a digit or (folded) letter among them: digits first; nil for anything else.
    @inline(__always)
    private static func weight(_ b: UInt8) -> UInt8? {
        if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { return b - UInt8(ascii: "0") }
        if b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") { return b - UInt8(ascii: "a") + 10 }
        return nil
    }
}
