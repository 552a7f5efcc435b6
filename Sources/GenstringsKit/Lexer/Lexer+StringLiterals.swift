// String literals of C, Objective-C, C++ and Java (`"..."`, `@"..."`, `L"..."`, `R"(...)"`,
// Java text blocks), and the dispatch to Swift's.

extension Lexer {
    /// The string literal starting at `p` (`"`, `@"`, Swift `#"`/`"""`), or nil.
    @inline(__always)
    func stringLiteral(at p: Int) -> Token? {
        let c = base[p]
        switch language {
        case .swift:
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "#") { return swiftString(at: p) }
        case .cFamily:
            if c == UInt8(ascii: "\"") {
                if let prefix = rawStringPrefix(quote: p), let raw = cxxRawString(prefixStart: prefix, quote: p) {
                    return raw
                }
                return cString(start: p, quote: p)
            }
            if c == UInt8(ascii: "@"), p + 1 < limit, base[p + 1] == UInt8(ascii: "\"") {
                return cString(start: p, quote: p + 1)
            }
        case .java:
            if c == UInt8(ascii: "\"") { return javaTextBlock(at: p) ?? cString(start: p, quote: p) }
        }
        return nil
    }

    /// A Java text block: `"""`, white space and a line break, then text up to the next
    /// `"""` that no backslash escapes (it may span lines). Nil when `p` does not open one.
    func javaTextBlock(at p: Int) -> Token? {
        let quote = UInt8(ascii: "\"")
        guard p + 2 < limit, base[p + 1] == quote, base[p + 2] == quote else { return nil }
        var e = p + 3
        while e < limit, base[e] == UInt8(ascii: " ") || base[e] == 0x09 || base[e] == 0x0C { e += 1 }
        guard e < limit, base[e] == 0x0A || base[e] == 0x0D else { return nil }
        e += base[e] == 0x0D && e + 1 < limit && base[e + 1] == 0x0A ? 2 : 1
        var t = Token(kind: .string, start: p, end: limit)
        t.form = .javaTextBlock
        t.contentStart = e
        while e < limit {
            e = ByteVector.firstOf(quote, UInt8(ascii: "\\"), UInt8(ascii: "\\"), in: base, from: e, limit: limit, count: count)
            guard e < limit else { break }
            if base[e] == UInt8(ascii: "\\") {
                e += 2
            } else if e + 2 < limit, base[e + 1] == quote, base[e + 2] == quote {
                t.contentEnd = e
                t.end = e + 3
                return t
            } else {
                e += 1
            }
        }
        t.contentEnd = limit
        t.terminated = false
        return t
    }

    /// `p` at a byte of the scan loop: if it is the `"` of a one-line literal with no backslash
    /// (in Swift, not `""` or `"""`; in C, not a raw `R"`), the offset after its closing quote —
    /// where `stringLiteral(at:)` would end it, with nothing to report; nil otherwise.
    @inline(__always)
    func plainStringEnd(_ p: Int) -> Int? {
        let quote = UInt8(ascii: "\"")
        guard base[p] == quote, p + 1 < limit else { return nil }
        switch language {
        case .swift: if base[p + 1] == quote { return nil }
        case .cFamily: if p > 0, base[p - 1] == UInt8(ascii: "R"), rawStringPrefix(quote: p) != nil { return nil }
        case .java: if base[p + 1] == quote { return nil }  // `""`, or a text block
        }
        let e = ByteVector.firstOf(quote, 0x0A, UInt8(ascii: "\\"), in: base, from: p + 1, limit: limit, count: count)
        return e < limit && base[e] == quote ? e + 1 : nil
    }

    /// A C, Objective-C or Java literal; it ends at the closing quote or, unterminated, at the
    /// end of the line.
    func cString(start: Int, quote: Int) -> Token {
        var t = Token(kind: .string, start: start, end: quote + 1)
        var e = quote + 1
        t.contentStart = e
        var firstStop = true
        while e < limit {
            // Only the closing quote, a newline or an escape matter.
            e = ByteVector.firstOf(UInt8(ascii: "\""), 0x0A, UInt8(ascii: "\\"), in: base, from: e, limit: limit, count: count)
            guard e < limit else { break }
            let c = base[e]
            if c == UInt8(ascii: "\"") {
                t.contentEnd = e
                t.end = e + 1
                t.isPlain = firstStop
                return t
            }
            firstStop = false
            if c == 0x0A { break }
            e += 1  // the backslash
            if e < limit, base[e] == 0x0D, e + 1 < limit, base[e + 1] == 0x0A { e += 1 }
            e += 1
        }
        e = min(e, limit)
        t.contentEnd = e
        t.end = e
        t.terminated = false
        return t
    }

    /// `L"..."`, `u8"..."`, `R"x(...)x"` and friends, where the identifier is the prefix.
    func prefixedCString(identifierStart p: Int, quote: Int) -> Token? {
        let length = quote - p
        guard length <= 3 else { return nil }
        if rawStringPrefix(quote: quote) == p {
            return cxxRawString(prefixStart: p, quote: quote)
        }
        let first = base[p]
        let isPrefix = (length == 1 && (first == UInt8(ascii: "L") || first == UInt8(ascii: "u") || first == UInt8(ascii: "U")))
            || (length == 2 && first == UInt8(ascii: "u") && base[p + 1] == UInt8(ascii: "8"))
        return isPrefix ? cString(start: p, quote: quote) : nil
    }

    /// Where the prefix of a C++ raw string starts when the identifier right before the quote
    /// at `quote` is one (`R`, `LR`, `uR`, `UR`, `u8R`); nil for any other (`LOG_HEADER"(%d)"`
    /// is a macro and an ordinary string).
    func rawStringPrefix(quote: Int) -> Int? {
        guard quote > 0, base[quote - 1] == UInt8(ascii: "R") else { return nil }
        var start = quote - 1
        while start > 0, quote - start <= 3, ByteClass.isIdentifier(base[start - 1]) { start -= 1 }
        if start > 0, ByteClass.isIdentifier(base[start - 1]) { return nil }
        switch quote - start {
        case 1: return start
        case 2: return "LuU".utf8.contains(base[start]) ? start : nil
        case 3: return base[start] == UInt8(ascii: "u") && base[start + 1] == UInt8(ascii: "8") ? start : nil
        default: return nil
        }
    }

    /// C++ `R"delim( ... )delim"`. The delimiter has at most 16 characters; with more, or with
    /// a space, `\`, `)`, a quote or a line break in it, the quote starts a plain literal (as
    /// clang, after its error, reads on from the next quote).
    private func cxxRawString(prefixStart: Int, quote: Int) -> Token? {
        var d = quote + 1
        while d < limit, d - quote <= 16, base[d] != UInt8(ascii: "(") {
            let c = base[d]
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\\") || c == UInt8(ascii: ")") || c == 0x0A || c == UInt8(ascii: "\"") {
                return nil
            }
            d += 1
        }
        guard d < limit, base[d] == UInt8(ascii: "(") else { return nil }
        let delimiterLength = d - quote - 1
        var t = Token(kind: .string, start: prefixStart, end: limit)
        t.form = .cxxRaw
        t.contentStart = d + 1
        var e = d + 1
        while e < limit {
            if base[e] == UInt8(ascii: ")"), e + delimiterLength + 1 < limit,
               base[e + delimiterLength + 1] == UInt8(ascii: "\"") {
                var same = true
                for i in 0..<delimiterLength where base[e + 1 + i] != base[quote + 1 + i] {
                    same = false
                    break
                }
                if same {
                    t.contentEnd = e
                    t.end = e + delimiterLength + 2
                    return t
                }
            }
            e += 1
        }
        t.contentEnd = limit
        t.terminated = false
        return t
    }
}
