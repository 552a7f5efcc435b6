#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cursor over a UTF-8 byte buffer that knows the lexical rules of C, Objective-C, Java and
/// Swift well enough to find string literals, comments and identifiers.
///
/// The buffer must stay alive (and unchanged) while the lexer is used. `limit` bounds every
/// scan, so a lexer can be confined to a region such as a comment's text.
///
/// This file holds the tokens, comments, identifiers and character literals; its extensions,
/// in files of their own: string literals (`+StringLiterals`, and Swift's in `+SwiftStrings`),
/// Swift regex literals (`+SwiftRegex`) and preprocessor lines (`+Directives`).
struct Lexer {
    let base: UnsafePointer<UInt8>
    /// The buffer's size: searches may read ahead up to it (never past), whatever `limit` is.
    let count: Int
    let language: SourceLanguage
    var pos: Int
    var limit: Int
    /// Shared by the lexer's copies (see `multilineRegexEnd`); nil, no memory. Not counted
    /// (copies of the lexer are made all the time): the creator keeps it alive.
    unowned(unsafe) let unclosedRegex: UnclosedRegexSearch?

    /// How deeply the call recognizer looks for calls inside Swift string interpolations (it
    /// scans each level by recursion; the lexer itself follows any depth).
    static let maxInterpolationDepth = 64

    /// `unclosedRegex`, if given, must outlive the lexer and its copies.
    init(base: UnsafePointer<UInt8>, count: Int, language: SourceLanguage, pos: Int = 0,
         unclosedRegex: UnclosedRegexSearch? = nil) {
        self.base = base
        self.count = count
        self.language = language
        self.pos = pos
        self.limit = count
        self.unclosedRegex = unclosedRegex
    }

    /// A copy whose scans stop at `limit`.
    func limited(to limit: Int) -> Lexer {
        var copy = self
        copy.limit = limit
        return copy
    }

    // MARK: - Tokens

    /// The next token after whitespace and comments.
    @inline(__always)
    mutating func next() -> Token {
        skipTrivia()
        let p = pos
        guard p < limit else { return Token(kind: .endOfInput, start: p, end: p) }
        let c = base[p]
        if ByteClass.isIdentifierStart(c) {
            let end = skipIdentifier(p)
            if language == .cFamily, end < limit, base[end] == UInt8(ascii: "\""),
               let prefixed = prefixedCString(identifierStart: p, quote: end) {
                pos = prefixed.end
                return prefixed
            }
            pos = end
            return Token(kind: .identifier, start: p, end: end)
        }
        if c >= 0x30 && c <= 0x39 {
            var e = p + 1
            while e < limit, ByteClass.isIdentifier(base[e]) || base[e] == UInt8(ascii: ".") { e += 1 }
            pos = e
            return Token(kind: .number, start: p, end: e)
        }
        if language == .swift, c == UInt8(ascii: "#") || c == UInt8(ascii: "/"),
           let end = c == UInt8(ascii: "#") ? swiftRegexEnd(p) : swiftBareRegexEnd(p) {
            pos = end
            return Token(kind: .regex, start: p, end: end)
        }
        // Only `"`, `@"` (C family) and `#"` (Swift) start a literal here.
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "@") || c == UInt8(ascii: "#"), let string = stringLiteral(at: p) {
            pos = string.end
            return string
        }
        if c == UInt8(ascii: "'"), language != .swift, let end = characterLiteralEnd(p) {
            pos = end
            return Token(kind: .character, start: p, end: end)
        }
        pos = p + 1
        return Token(kind: .punctuation, start: p, end: p + 1)
    }

    /// The token after the current one, without moving.
    func peek() -> Token {
        var copy = self
        return copy.next()
    }

    /// Skips whitespace and comments.
    @inline(__always)
    mutating func skipTrivia() {
        while pos < limit {
            let c = base[pos]
            if ByteClass.isSpace(c) {
                pos += 1
            } else if c == UInt8(ascii: "/"), pos + 1 < limit, base[pos + 1] == UInt8(ascii: "/") {
                pos = lineCommentEnd(pos)
            } else if c == UInt8(ascii: "/"), pos + 1 < limit, base[pos + 1] == UInt8(ascii: "*") {
                pos = blockCommentEnd(pos).end
            } else {
                return
            }
        }
    }

    // MARK: - Primitives

    @inline(__always)
    func skipIdentifier(_ p: Int) -> Int {
        ByteVector.identifierEnd(in: base, from: p, limit: limit, count: count)
    }

    /// `p` at `//`: the offset of the line's end (the newline itself, or `limit`). In C, C++ and
    /// Objective-C a backslash ending the line continues the comment on the next one, also with
    /// spaces or tabs after it, as clang and gcc read it.
    func lineCommentEnd(_ p: Int) -> Int {
        var from = p + 2
        while true {
            guard from < limit, let found = memchr(base + from, 0x0A, limit - from) else { return max(from, limit) }
            let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            guard language == .cFamily else { return newline }
            var last = newline - 1
            while last >= from, base[last] == 0x0D || base[last] == UInt8(ascii: " ") || base[last] == 0x09 { last -= 1 }
            guard last >= from, base[last] == UInt8(ascii: "\\") else { return newline }
            from = newline + 1
        }
    }

    /// In Swift, where a `"` or `/*` at `p` was read as code although a raw identifier earlier
    /// on its line (`` func `shows 5" screen`() ``, Swift 6.2) holds a `"`, `/*` or `//`, or `p`
    /// itself lies in one: the offset after that identifier's closing backtick, from where the
    /// line reads right; nil when there is none. (Lines are looked at up to `maxLineLook` bytes back.)
    func rawIdentifierRestart(before p: Int) -> Int? {
        guard language == .swift else { return nil }
        var start = p
        var backticks = false
        while start > 0, base[start - 1] != 0x0A {
            if p - start > Self.maxLineLook { return nil }
            start -= 1
            if base[start] == UInt8(ascii: "`") { backticks = true }
        }
        guard backticks else { return nil }
        var open: Int? = nil
        var holdsMarker = false
        var e = start
        let stop = min(limit, p + Self.maxLineLook)
        while e < stop, base[e] != 0x0A {
            let c = base[e]
            if c == UInt8(ascii: "`") {
                if open == nil {
                    guard e < p else { return nil }
                    open = e
                    holdsMarker = false
                } else {
                    if holdsMarker { return e + 1 }
                    open = nil
                }
            } else if open != nil, c == UInt8(ascii: "\"") || (c == UInt8(ascii: "/") && e + 1 < limit
                        && (base[e + 1] == UInt8(ascii: "*") || base[e + 1] == UInt8(ascii: "/"))) {
                holdsMarker = true
            }
            e += 1
        }
        return nil
    }

    /// `p` after a byte from 0x80: whether the character ending there can be part of a name
    /// (a letter, digit or mark), rather than punctuation such as `“` or a no-break space
    /// before a routine name (`// “NSLocalizedString(…)”`).
    func isLetterBefore(_ p: Int) -> Bool {
        var start = p - 1
        while start > 0, p - start < 4, base[start] & 0xC0 == 0x80 { start -= 1 }
        var decoder = UTF8()
        var bytes = UnsafeBufferPointer(start: base + start, count: p - start).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return true }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
            || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
    }

    /// Whether a line feed lies in `from..<to`.
    func hasLineBreak(from: Int, to: Int) -> Bool {
        from < to && memchr(base + from, 0x0A, to - from) != nil
    }

    /// The end of the line `p` is on (its newline, or `limit`).
    func lineEnd(_ p: Int) -> Int {
        guard p < limit, let found = memchr(base + p, 0x0A, limit - p) else { return limit }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// `p` at `/*`: the offset after the closing `*/` (nested in Swift), or `limit`.
    func blockCommentEnd(_ p: Int) -> (end: Int, terminated: Bool) {
        var e = p + 2
        var depth = 1
        let nests = language == .swift
        while e + 1 < limit {
            // Only `*` (and `/` where comments nest) can change anything; skip to the next one.
            e = nests ? ByteVector.firstOf(UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "/"), in: base, from: e,
                                           limit: limit - 1, count: count)
                      : firstStar(from: e, limit: limit - 1)
            guard e + 1 < limit else { break }
            let c = base[e]
            if c == UInt8(ascii: "*"), base[e + 1] == UInt8(ascii: "/") {
                depth -= 1
                e += 2
                if depth == 0 { return (e, true) }
            } else if nests, c == UInt8(ascii: "/"), base[e + 1] == UInt8(ascii: "*") {
                depth += 1
                e += 2
            } else {
                e += 1
            }
        }
        return (limit, false)
    }

    /// The first `*` in `from..<limit`, or `limit`.
    private func firstStar(from: Int, limit: Int) -> Int {
        guard from < limit, let star = memchr(base + from, Int32(UInt8(ascii: "*")), limit - from) else { return limit }
        return UnsafePointer<UInt8>(star.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// `p` at `'`: the end of a short character literal (`'a'`, `'\n'`, `'abcd'`), or nil
    /// when the quote does not start one (an apostrophe in prose). The empty `''` is one
    /// literal, as clang and javac read it (each reports it, then goes on after it).
    ///
    /// Most quotes the scan meets are apostrophes in prose (comments), which start nothing: the
    /// bytes before the first quote, line break or backslash are skipped 16 at a time, not one
    /// by one.
    func characterLiteralEnd(_ p: Int) -> Int? {
        let stop = min(limit, p + 12)
        var e = ByteVector.firstOf(UInt8(ascii: "'"), 0x0A, UInt8(ascii: "\\"), in: base, from: p + 1, limit: stop, count: count)
        while e < stop {
            let c = base[e]
            if c == UInt8(ascii: "'") { return followsNumber(p) ? nil : e + 1 }
            if c == 0x0A { return nil }
            e += c == UInt8(ascii: "\\") ? 2 : 1
        }
        return nil
    }

    /// Whether the quote at `p` is an apostrophe inside a word (`app's`, `Don't`): right after
    /// a letter of a name other than a literal's prefix (`L'x'`, `u8'x'`). In a comment that
    /// is prose, not a literal's start, even when a quote closes a few bytes on (`the app's
    /// "Don't Allow" button`, which hid the quote and the call after it).
    func isApostropheInWord(_ p: Int) -> Bool {
        guard p > 0, ByteClass.isIdentifier(base[p - 1]) || base[p - 1] >= 0x80 else { return false }
        var start = p - 1
        while start > 0, ByteClass.isIdentifier(base[start - 1]) || base[start - 1] >= 0x80, p - start < 3 { start -= 1 }
        let name = p - start
        let isPrefix = (name == 1 && (base[start] == UInt8(ascii: "L") || base[start] == UInt8(ascii: "u") || base[start] == UInt8(ascii: "U")))
            || (name == 2 && base[start] == UInt8(ascii: "u") && base[start + 1] == UInt8(ascii: "8"))
        return !(isPrefix && (start == 0 || !(ByteClass.isIdentifier(base[start - 1]) || base[start - 1] >= 0x80)))
    }

    /// Whether the quote at `p` comes right after a number, where it is a C++ digit separator
    /// (`1'000`), not a literal's start. (After a name it may start one: `L'x'`, `case'"':`.)
    private func followsNumber(_ p: Int) -> Bool {
        guard p > 0, ByteClass.isIdentifier(base[p - 1]) else { return false }
        var start = p - 1
        while start > 0, ByteClass.isIdentifier(base[start - 1]) { start -= 1 }
        return base[start] >= 0x30 && base[start] <= 0x39
    }
}
