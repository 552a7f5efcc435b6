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
struct Lexer {
    let base: UnsafePointer<UInt8>
    /// The buffer's size: searches may read ahead up to it (never past), whatever `limit` is.
    let count: Int
    let language: SourceLanguage
    var pos: Int
    var limit: Int
    /// Shared by the lexer's copies (see `multilineRegexEnd`); nil, no memory. Not counted
    /// (copies of the lexer are made all the time): the creator keeps it alive.
    private unowned(unsafe) let unclosedRegex: UnclosedRegexSearch?

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

    /// At a `#`: the end of a SwiftUI preview, `#Preview` with its arguments (`("Dark")`) and
    /// its closure, or nil where no `#Preview` starts.
    func previewMacroEnd(_ p: Int) -> Int? {
        let name: StaticString = "#Preview"
        let n = name.utf8CodeUnitCount
        guard p + n <= limit, memoryEquals(base + p, name), p + n == limit || !ByteClass.isIdentifier(base[p + n]) else {
            return nil
        }
        var e = ByteVector.spaceEnd(in: base, from: p + n, limit: limit, count: count)
        if e < limit, base[e] == UInt8(ascii: "(") {
            e = balancedEnd(e + 1).end
            e = ByteVector.spaceEnd(in: base, from: e, limit: limit, count: count)
        }
        if e < limit, base[e] == UInt8(ascii: "{") {
            e = balancedEnd(e + 1, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")).end
        }
        return e
    }

    /// Whether `p` lies on a C preprocessor line whose text is not lexed (`#pragma mark`,
    /// `#warning`, `#error`): there a `"` or `/*` starts nothing. Only lines up to `maxLineLook`
    /// bytes before `p` are looked at, so that looking costs little however long a line is.
    func isInRawTextDirective(_ p: Int) -> Bool {
        guard language == .cFamily else { return false }
        var start = p
        while start > 0, base[start - 1] != 0x0A {
            if p - start > Self.maxLineLook { return false }
            start -= 1
        }
        var line = DirectiveCursor(base: base, i: start, end: p)
        guard line.directiveStart() else { return false }
        if line.word("warning") || line.word("error") { return true }
        guard line.word("pragma") else { return false }
        line.skipBlanks()
        return line.word("mark")
    }

    /// The parts of a C-family file that are never compiled: from `#if 0` to its `#else`,
    /// `#elif` or `#endif`, and after the `#else` or `#elif` of `#if 1`, in any enclosing
    /// block, in file order. Compilers do not lex such text as code (dead code there often holds
    /// broken text, `NSLog(@"it's broken);`). One pass over the file's lines; a caller asks
    /// only when it has something to say there (an unterminated literal), and keeps the answer.
    /// In Swift, the same for `#if false`, `#if true` and `#elseif`: code Xcode does not compile,
    /// and so extracts no catalog keys from (Swift still checks such text's literals).
    func disabledBlocks() -> [Range<Int>] {
        guard language == .cFamily || language == .swift else { return [] }
        let swift = language == .swift
        enum Directive { case conditional(UInt8?), alternative, end }
        func directive(at start: Int, end: Int) -> Directive? {
            var line = DirectiveCursor(base: base, i: start, end: end)
            guard line.directiveStart() else { return nil }
            if !swift && (line.word("ifdef") || line.word("ifndef")) { return .conditional(nil) }
            if line.word("if") {
                line.skipBlanks()
                // Swift's `#if false` and `#if true` are C's `#if 0` and `#if 1`.
                if swift { return .conditional(line.word("false") ? UInt8(ascii: "0") : line.word("true") ? UInt8(ascii: "1") : nil) }
                let i = line.i
                guard i < end, base[i] == UInt8(ascii: "0") || base[i] == UInt8(ascii: "1"),
                      i + 1 == end || !ByteClass.isIdentifier(base[i + 1]) else { return .conditional(nil) }
                return .conditional(base[i])
            }
            if swift && line.word("elseif") { return .alternative }
            if line.word("else") || line.word("elif") || line.word("elifdef") || line.word("elifndef") { return .alternative }
            if line.word("endif") { return .end }
            return nil
        }
        // Per open block: its `#if 0`/`#if 1` digit, and whether an `#else` or `#elif` was passed.
        var blocks: [(digit: UInt8?, alternative: Bool)] = []
        var ranges: [Range<Int>] = []
        var disabledFrom: Int? = nil
        var lineStart = 0
        while lineStart < count {
            let newline = memchr(base + lineStart, 0x0A, count - lineStart)
            let end = newline.map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
            if let d = directive(at: lineStart, end: end) {
                switch d {
                case .conditional(let digit): blocks.append((digit, false))
                case .alternative: if !blocks.isEmpty { blocks[blocks.count - 1].alternative = true }
                case .end: _ = blocks.popLast()
                }
                let disabled = blocks.contains {
                    ($0.digit == UInt8(ascii: "0") && !$0.alternative) || ($0.digit == UInt8(ascii: "1") && $0.alternative)
                }
                if disabled, disabledFrom == nil { disabledFrom = end }
                if !disabled, let from = disabledFrom {
                    ranges.append(from..<lineStart)
                    disabledFrom = nil
                }
            }
            lineStart = end + 1
        }
        if let from = disabledFrom { ranges.append(from..<count) }
        return ranges
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
    private func prefixedCString(identifierStart p: Int, quote: Int) -> Token? {
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
    private func isBlankToLineEnd(_ p: Int) -> Bool {
        var e = p
        while e < limit, base[e] == UInt8(ascii: " ") || base[e] == 0x09 { e += 1 }
        return e >= limit || base[e] == 0x0A || base[e] == 0x0D
    }

    /// `p` at a `\` in a Swift literal with `hashes` `#`s: the offset of the byte it escapes,
    /// after the `\` and the `#`s; nil when fewer `#`s follow (in a raw literal that backslash
    /// is text) or the text ends first.
    @inline(__always)
    func escapedByte(at p: Int, hashes: Int, limit: Int) -> Int? {
        var k = p + 1
        var h = 0
        while h < hashes, k < limit, base[k] == UInt8(ascii: "#") { h += 1; k += 1 }
        return h == hashes && k < limit ? k : nil
    }

    /// A Swift literal: `"..."`, `"""..."""`, `#"..."#` with interpolations `\(...)` skipped
    /// (their ranges are found again by `interpolations(of:)`). A `"""` opens a multi-line literal
    /// only when its line ends there, as Swift reads it: `#"""#` is a one-line raw string
    /// holding a quote. Interpolations are followed to any depth (see `balancedEnd`).
    func swiftString(at p: Int) -> Token? {
        guard let opening = swiftStringOpening(at: p) else { return nil }
        var t = Token(kind: .string, start: p, end: limit)
        t.rawHashes = opening.hashes
        t.form = opening.multiline ? .multiline : .quoted
        t.contentStart = opening.contentStart
        var e = opening.contentStart
        var first = true
        while true {
            switch nextStringStop(from: e, hashes: opening.hashes, multiline: opening.multiline, first: first) {
            case .closed(let contentEnd, let end, let plain):
                t.contentEnd = contentEnd
                t.end = end
                t.isPlain = plain && !opening.multiline
                return t
            case .interpolation(let open):
                first = false
                let close = balancedEnd(open + 1)
                guard close.terminated else {
                    t.contentEnd = close.end
                    t.end = close.end
                    t.terminated = false
                    return t
                }
                t.hasInterpolation = true
                e = close.end
            case .unterminated(let end):
                t.contentEnd = end
                t.end = end
                t.terminated = false
                return t
            }
        }
    }

    /// The opening delimiter of a Swift literal at `p`: its `#`s, whether it opens a multi-line
    /// literal, and where the content starts; nil when no literal starts there.
    @inline(__always)
    private func swiftStringOpening(at p: Int) -> (hashes: Int, multiline: Bool, contentStart: Int)? {
        var q = p
        while q < limit, base[q] == UInt8(ascii: "#") { q += 1 }
        guard q < limit, base[q] == UInt8(ascii: "\"") else { return nil }
        let multiline = q + 2 < limit && base[q + 1] == UInt8(ascii: "\"") && base[q + 2] == UInt8(ascii: "\"")
            && isBlankToLineEnd(q + 3)
        return (q - p, multiline, multiline ? q + 3 : q + 1)
    }

    /// Where the content of a Swift literal stops being plain text.
    private enum StringStop {
        /// At the closing delimiter: the content ends at `contentEnd`, the literal at `end`;
        /// `plain` when it was the first stop (no escape, no interpolation, nothing before).
        case closed(contentEnd: Int, end: Int, plain: Bool)
        /// At an interpolation, whose `(` is at `open`.
        case interpolation(open: Int)
        /// Nowhere: the literal is unterminated and ends at `end` (a line break in a one-line
        /// literal, or the limit).
        case unterminated(end: Int)
    }

    /// Reads a Swift literal's content from `e` to its end or its next interpolation. `first`:
    /// whether `e` is where the content starts.
    private func nextStringStop(from e: Int, hashes: Int, multiline: Bool, first: Bool) -> StringStop {
        var e = e
        var firstStop = first
        while e < limit {
            // Only escapes, quotes and (single-line) newlines matter.
            e = ByteVector.firstOf(UInt8(ascii: "\\"), UInt8(ascii: "\""), 0x0A, in: base, from: e, limit: limit, count: count)
            guard e < limit else { break }
            let c = base[e]
            if c == UInt8(ascii: "\\") {
                if let k = escapedByte(at: e, hashes: hashes, limit: limit) {
                    if base[k] == UInt8(ascii: "(") { return .interpolation(open: k) }
                    if base[k] == 0x0A && !multiline { return .unterminated(end: k) }
                    e = k + 1
                } else {
                    e += 1
                }
            } else if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var k = e
                var n = 0
                while n < quotes, k < limit, base[k] == UInt8(ascii: "\"") { n += 1; k += 1 }
                if n == quotes {
                    var h = 0
                    while h < hashes, k < limit, base[k] == UInt8(ascii: "#") { h += 1; k += 1 }
                    if h == hashes { return .closed(contentEnd: e, end: k, plain: firstStop) }
                }
                e += 1
            } else if c == 0x0A && !multiline {
                break
            } else {
                e += 1
            }
            firstStop = false
        }
        return .unterminated(end: min(e, limit))
    }

    /// `p` just after an opening `(` (or the `open` given): the offset after the matching `)`
    /// (`close`), skipping strings and comments inside. Used for Swift interpolations. Only
    /// brackets, `#`, `"` and `/` matter: the bytes in between are skipped 16 at a time.
    ///
    /// Literals inside, with interpolations inside them and so on, are followed with a stack of
    /// the enclosing groups and literals rather than by recursion, so that no depth of nesting
    /// (`"\( "\( "\( ...` a thousand times) can exhaust the thread's stack or be cut short.
    func balancedEnd(_ p: Int, open: UInt8 = UInt8(ascii: "("), close: UInt8 = UInt8(ascii: ")"))
        -> (end: Int, terminated: Bool) {
        // Most groups hold no literal, and need no stack.
        var level = 1
        switch nextGroupStop(from: p, level: &level, open: open, close: close) {
        case .closed(let end): return (end, true)
        case .unterminated(let end): return (end, false)
        case .literal(let hashes, let multiline, let contentStart):
            return balancedEnd(from: contentStart, in: .literal(hashes: hashes, multiline: multiline),
                               enclosing: [.group(level: level, open: open, close: close)])
        }
    }

    /// `balancedEnd` from `e`, inside `frame`, itself inside the `enclosing` frames.
    private func balancedEnd(from e: Int, in frame: NestingFrame, enclosing: [NestingFrame]) -> (end: Int, terminated: Bool) {
        var frame = frame
        var enclosing = enclosing
        var e = e
        while true {
            switch frame {
            case .group(var level, let open, let close):
                switch nextGroupStop(from: e, level: &level, open: open, close: close) {
                case .closed(let end):
                    guard let outer = enclosing.popLast() else { return (end, true) }
                    frame = outer
                    e = end
                case .literal(let hashes, let multiline, let contentStart):
                    enclosing.append(.group(level: level, open: open, close: close))
                    frame = .literal(hashes: hashes, multiline: multiline)
                    e = contentStart
                case .unterminated(let end):
                    return (end, false)
                }
            case .literal(let hashes, let multiline):
                switch nextStringStop(from: e, hashes: hashes, multiline: multiline, first: false) {
                case .closed(_, let end, _):
                    frame = enclosing.removeLast()  // (a literal is always inside a group)
                    e = end
                case .interpolation(let open):
                    enclosing.append(frame)
                    frame = .group(level: 1, open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
                    e = open + 1
                case .unterminated(let end):
                    return (end, false)
                }
            }
        }
    }

    /// What `balancedEnd` is inside: a bracketed group (with how many of its brackets are
    /// open) or a literal's content.
    private enum NestingFrame {
        case group(level: Int, open: UInt8, close: UInt8)
        case literal(hashes: Int, multiline: Bool)
    }

    private enum GroupStop {
        /// The group's last bracket closed; `end` is after it.
        case closed(end: Int)
        /// A literal opens; its content starts at `contentStart`.
        case literal(hashes: Int, multiline: Bool, contentStart: Int)
        /// The limit came first.
        case unterminated(end: Int)
    }

    /// Reads a group from `e` (with `level` brackets open) to its end or the next literal in it,
    /// skipping comments and regex literals.
    private func nextGroupStop(from e: Int, level: inout Int, open: UInt8, close: UInt8) -> GroupStop {
        var e = e
        while e < limit {
            e = ByteVector.firstOf(open, close, UInt8(ascii: "#"), UInt8(ascii: "\""),
                                   UInt8(ascii: "/"), in: base, from: e, limit: limit, count: count)
            guard e < limit else { break }
            let c = base[e]
            switch c {
            case open:
                level += 1
                e += 1
            case close:
                level -= 1
                e += 1
                if level == 0 { return .closed(end: e) }
            case UInt8(ascii: "#") where swiftRegexEnd(e) != nil:
                e = swiftRegexEnd(e)!
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if let opening = swiftStringOpening(at: e) {
                    return .literal(hashes: opening.hashes, multiline: opening.multiline, contentStart: opening.contentStart)
                }
                e += 1
            case UInt8(ascii: "/") where e + 1 < limit && base[e + 1] == UInt8(ascii: "/"):
                e = lineCommentEnd(e)
            case UInt8(ascii: "/") where e + 1 < limit && base[e + 1] == UInt8(ascii: "*"):
                e = blockCommentEnd(e).end
            default:
                e += 1
            }
        }
        return .unterminated(end: limit)
    }

    /// The byte ranges of the expressions inside `\(...)` of a Swift literal (without parens).
    func interpolations(of t: Token) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var e = t.contentStart
        while let range = nextInterpolation(of: t, from: &e) { ranges.append(range) }
        return ranges
    }

    /// The next interpolation of `t` at or after `e` (which moves past it), without building
    /// the array of `interpolations(of:)`.
    func nextInterpolation(of t: Token, from e: inout Int) -> Range<Int>? {
        guard t.hasInterpolation else { return nil }
        while e < t.contentEnd {
            if base[e] == UInt8(ascii: "\\") {
                var k = e + 1
                var h = 0
                while h < t.rawHashes, k < t.contentEnd, base[k] == UInt8(ascii: "#") { h += 1; k += 1 }
                if h == t.rawHashes, k < t.contentEnd {
                    if base[k] == UInt8(ascii: "(") {
                        let close = balancedEnd(k + 1)
                        e = close.end
                        return (k + 1)..<max(k + 1, close.end - 1)
                    }
                    e = k + 1
                    continue
                }
            }
            e += 1
        }
        return nil
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

/// Reads the words of a preprocessor line up to `end` (`isInRawTextDirective`,
/// `disabledBlocks`).
private struct DirectiveCursor {
    let base: UnsafePointer<UInt8>
    var i: Int
    let end: Int

    mutating func skipBlanks() {
        while i < end, base[i] == UInt8(ascii: " ") || base[i] == 0x09 { i += 1 }
    }

    /// Past the blanks, the `#` and the blanks after it; false when the line is no directive.
    mutating func directiveStart() -> Bool {
        skipBlanks()
        guard i < end, base[i] == UInt8(ascii: "#") else { return false }
        i += 1
        skipBlanks()
        return true
    }

    /// Whether the word `w` (a whole name) comes next; if so, moves past it.
    mutating func word(_ w: StaticString) -> Bool {
        let n = w.utf8CodeUnitCount
        guard i + n <= end, memoryEquals(base + i, w), i + n == end || !ByteClass.isIdentifier(base[i + n]) else { return false }
        i += n
        return true
    }
}
