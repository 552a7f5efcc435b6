/// Keys in NSRuleEditor / NSPredicateEditor formatting syntax that list choices:
/// `%[Any, All]@ of the following are true` stands for `%[Any]@ of the following are true` and
/// `%[All]@ of the following are true`, and genstrings writes one entry per combination of
/// the choices (see Docs/compatibility.md for the evidence).
enum RuleEditorKey {
    /// The most keys one key expands into; a key with more combinations is kept as written.
    static let maximumVariants = 1024

    /// The keys that `bytes` stands for, when it holds a `%[…]` list with a comma: every
    /// combination of the lists' choices, each choice trimmed of white space, the first list's
    /// choices varying slowest. Nil when there is no such list. `%%[` is a literal `%` and `[`,
    /// and a `%[` with no `]` after it is kept as written.
    static func variants(of bytes: UnsafeBufferPointer<UInt8>) -> [[UInt8]]? {
        let percent = UInt8(ascii: "%"), open = UInt8(ascii: "["), close = UInt8(ascii: "]")
        guard mayList(bytes) else { return nil }
        // The key as parts: each part is its choices (one for text outside the lists).
        var parts: [[[UInt8]]] = []
        var literal: [UInt8] = []
        var hasChoice = false
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == percent, i + 1 < n, bytes[i + 1] == percent {
                literal += [percent, percent]
                i += 2
            } else if b == percent, i + 1 < n, bytes[i + 1] == open,
                      let end = (i + 2..<n).first(where: { bytes[$0] == close }) {
                literal += [percent, open]
                parts.append([literal])
                literal = [close]
                let choices = UnsafeBufferPointer(rebasing: bytes[(i + 2)..<end])
                    .split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                    .map { trimmed($0) }
                if choices.count > 1 { hasChoice = true }
                parts.append(choices)
                i = end + 1
            } else {
                literal.append(b)
                i += 1
            }
        }
        parts.append([literal])
        guard hasChoice else { return nil }
        var total = 1
        for part in parts {
            total = total.multipliedReportingOverflow(by: part.count).partialValue
            if total > maximumVariants || total <= 0 { return nil }
        }
        var results: [[UInt8]] = [[]]
        for part in parts {
            results = results.flatMap { prefix in part.map { prefix + $0 } }
        }
        return results
    }

    /// Whether `bytes` holds `%[` (a cheap test: almost no text does).
    static func mayList(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2 else { return false }
        for i in 0..<(bytes.count - 1) where bytes[i] == UInt8(ascii: "%") && bytes[i + 1] == UInt8(ascii: "[") {
            return true
        }
        return false
    }

    /// `bytes` without the white space (space, tab, line breaks) at either end.
    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return Array(bytes[start..<end])
    }
}
