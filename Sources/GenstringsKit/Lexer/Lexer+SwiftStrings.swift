// Swift string literals (`"..."`, `"""..."""`, raw `#"..."#`) and their interpolations, followed
// to any depth.

extension Lexer {
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
