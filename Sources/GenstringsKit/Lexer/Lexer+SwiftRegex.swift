// Swift regex literals: `#/.../#`, multi-line ones, and bare `/.../` where Swift reads one.

extension Lexer {
    /// `p` at `#`: the end of a Swift extended regex literal, `#/.../#` (or `##/.../##`). Nil
    /// when `p` does not start one, or it is not closed: on its line, or, for a multi-line one
    /// (`#/` ending its line, white space allowed after it), within `maxMultilineRegex` bytes.
    /// Unclosed, it is read as code, as Swift reads on after the opening line then.
    func swiftRegexEnd(_ p: Int) -> Int? {
        var q = p
        while q < limit, base[q] == UInt8(ascii: "#") { q += 1 }
        let hashes = q - p
        guard q < limit, base[q] == UInt8(ascii: "/") else { return nil }
        var e = q + 1
        while e < limit, base[e] == UInt8(ascii: " ") || base[e] == 0x09 { e += 1 }
        if e < limit, base[e] == 0x0A || base[e] == 0x0D {
            return multilineRegexEnd(from: e, hashes: hashes)
        }
        return regexEnd(from: q + 1, hashes: hashes, bare: false)
    }

    /// How far a multi-line regex literal may reach. Real ones are a few lines long; the bound
    /// keeps one left unclosed (a compile error) from hiding code up to some later `/#`.
    static let maxMultilineRegex = 8 * 1024

    /// The end of a multi-line regex literal's closing `/` and `hashes` `#`s, from `p` in its
    /// text (a backslash escapes the byte after it), or nil. A search that finds no end is
    /// remembered: a later one from inside the stretch it read (another unclosed `#/` line)
    /// goes on from where it stopped, so that many such lines cost one pass, not one each.
    private func multilineRegexEnd(from p: Int, hashes: Int) -> Int? {
        let stop = min(limit, p + Self.maxMultilineRegex)
        var e = p
        var from = p
        // The earlier search read `p` as this one would (it is the line break after `#/`, which
        // no backslash can precede), so both read the same bytes from `p` on.
        if let memo = unclosedRegex, memo.hashes == hashes, memo.limit == limit, memo.from <= p, p < memo.resume {
            e = memo.resume
            from = memo.from
        }
        while e < stop {
            e = ByteVector.firstOf(UInt8(ascii: "\\"), orPair: UInt8(ascii: "/"), UInt8(ascii: "#"), in: base, from: e,
                                   limit: stop, count: count)
            if e >= stop { break }
            if base[e] == UInt8(ascii: "\\") {
                e += 2
                continue
            }
            var k = e + 1
            while k < limit, k - e - 1 < hashes, base[k] == UInt8(ascii: "#") { k += 1 }
            if k - e - 1 == hashes { return k }
            e += 1
        }
        if let memo = unclosedRegex { (memo.hashes, memo.limit, memo.from, memo.resume) = (hashes, limit, from, max(e, stop)) }
        return nil
    }

    /// How far along a line the lexer looks for the end of a one-line construct (a regex literal,
    /// a raw identifier) or back for the line's start: such searches are repeated from every
    /// place that could start one, so they must not run the length of a long line.
    static let maxLineLook = 1024

    /// The end of a one-line regex literal's closing `/` and `hashes` `#`s, from `p` in its text
    /// (a backslash escapes the byte after it); nil when the line ends first, or no closing
    /// comes within `maxLineLook` bytes. A `bare` one is no regex either, as Swift decides, when
    /// a `)` outside a `[...]` class closes no `(` of its own (`reduce(1, /)` divides), when an
    /// unescaped space or tab comes right before the closing `/` (`w / h`), or when a comment
    /// starts at the closing `/`.
    private func regexEnd(from p: Int, hashes: Int, bare: Bool) -> Int? {
        var e = p
        var groups = 0
        var inClass = false
        var spaceBefore = false  // an unescaped space or tab right before `e`
        let stop = min(limit, p + Self.maxLineLook)
        while e < stop {
            let c = base[e]
            if c == UInt8(ascii: "\\") {
                e += 2
                spaceBefore = false
                continue
            }
            if c == 0x0A || c == 0x0D { return nil }
            if bare {
                if c == UInt8(ascii: "[") {
                    inClass = true
                } else if c == UInt8(ascii: "]") {
                    inClass = false
                } else if !inClass && c == UInt8(ascii: "(") {
                    groups += 1
                } else if !inClass && c == UInt8(ascii: ")") {
                    groups -= 1
                    if groups < 0 { return nil }
                }
            }
            if c == UInt8(ascii: "/") {
                var k = e + 1
                while k < limit, k - e - 1 < hashes, base[k] == UInt8(ascii: "#") { k += 1 }
                if k - e - 1 == hashes {
                    guard bare else { return k }
                    if spaceBefore { return nil }
                    if k < limit, base[k] == UInt8(ascii: "/") || base[k] == UInt8(ascii: "*") { return nil }
                    return k
                }
            }
            spaceBefore = c == UInt8(ascii: " ") || c == 0x09
            e += 1
        }
        return nil
    }

    /// `p` at a `/` of Swift code that is not a comment's: the end of a bare regex literal
    /// `/.../` when Swift reads one there, nil otherwise. As Swift's lexer decides: the `/`, or
    /// the operator it ends (`!/x/`), must not be bound to what comes before it (white space,
    /// `(`, `[`, `{`, `,`, `;`, `:` or the start of the text must come before), must be followed
    /// by neither white space nor a comment, must not name an operator being declared
    /// (`static func /(`), and the literal must be closed on its line (see `regexEnd`).
    func swiftBareRegexEnd(_ p: Int) -> Int? {
        guard p + 1 < limit else { return nil }
        let next = base[p + 1]
        guard next != UInt8(ascii: " "), next != 0x09, next != 0x0A, next != 0x0D,
              next != UInt8(ascii: "/"), next != UInt8(ascii: "*") else { return nil }
        // The operator the `/` ends: prefix operator characters before it (`!/x/`), but not a
        // postfix `!` or `?` (`total!/count`, `try?/x/`), which is a token of its own.
        var start = p
        while start > 0, Self.isOperatorByte(base[start - 1]) { start -= 1 }
        guard !isLeftBound(start) else { return nil }
        // `func /(lhs: A, rhs: A)` and `operator /` declare the operator.
        var b = start - 1
        while b >= 0, ByteClass.isSpace(base[b]) { b -= 1 }
        var wordStart = b + 1
        while wordStart > 0, ByteClass.isIdentifier(base[wordStart - 1]) { wordStart -= 1 }
        let word = UnsafeBufferPointer(start: base + wordStart, count: b + 1 - wordStart)
        if word.elementsEqual("func".utf8) || word.elementsEqual("operator".utf8) { return nil }
        return regexEnd(from: p + 1, hashes: 0, bare: true)
    }

    /// Swift's operator characters (ASCII), `/` aside.
    private static func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Whether the token starting at `p` is bound to what comes before it, as Swift's lexer
    /// decides: not after white space, `(`, `[`, `{`, `,`, `;`, `:`, the end of a `/* */`
    /// comment, a no-break space or the start of the text.
    private func isLeftBound(_ p: Int) -> Bool {
        guard p > 0 else { return false }
        switch base[p - 1] {
        case UInt8(ascii: " "), 0x0D, 0x0A, 0x09, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(p >= 2 && base[p - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(p >= 2 && base[p - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether only spaces and tabs come from `p` to the end of its line (or of the text).
    func isBlankToLineEnd(_ p: Int) -> Bool {
        var e = p
        while e < limit, base[e] == UInt8(ascii: " ") || base[e] == 0x09 { e += 1 }
        return e >= limit || base[e] == 0x0A || base[e] == 0x0D
    }
}

/// Where a multi-line regex search found no end (see `Lexer.multilineRegexEnd`): it began at
/// `from`, read up to `resume` without a closing `/` and `hashes` `#`s, within `limit`.
final class UnclosedRegexSearch {
    var hashes = 0
    var limit = -1
    var from = Int.max
    var resume = 0
}
