/// Turns string-literal tokens into the text genstrings writes between the quotes of a
/// `.strings` entry: the source text as written (escapes kept), with the few rewrites
/// genstrings makes (`\uXXXX` in C-family literals becomes the character, Swift multi-line
/// and raw literals become ordinary escaped text, interpolations become format specifiers
/// where SwiftUI and the modern APIs ask for it).
struct LiteralText {
    /// What a Swift interpolation `\(expr)` becomes.
    enum InterpolationStyle {
        /// Copied as written: `\(count)` (the values of NSLocalizedString and `-s` routines);
        /// a `"""` literal keeps its line breaks raw.
        case verbatim
        /// The same for a key, except that a `"""` literal's line breaks are written `\n`, as
        /// genstrings writes multi-line keys (a real project's tables, 36 versions).
        case verbatimKey
        /// The same for a comment, except that a bare `"` (in a `"""` or raw literal) stays as
        /// it is, harmless inside `/* */`, as genstrings writes it (111 versions of a real
        /// project's tables).
        case comment
        /// `%@`, or the literal given as `specifier:`; a literal `%` stays as written (SwiftUI
        /// `Text`, as genstrings `-SwiftUI` writes it).
        case formatSpecifier
        /// The same, and a literal `%` becomes `%%` when the literal has any interpolation, as
        /// `String.LocalizationValue` makes the key at run time (`String(localized:)`,
        /// `LocalizedStringResource`, `--modern-swift`).
        case formatSpecifierDoublingPercent

        var makesSpecifiers: Bool { self == .formatSpecifier || self == .formatSpecifierDoublingPercent }
        var escapesLineBreaks: Bool { makesSpecifiers || self == .verbatimKey }
        var escapesQuotes: Bool { self != .comment }
    }

    let lexer: Lexer
    /// For a catalog: the types of the project's values, which give an interpolation of a
    /// `formatSpecifier` style the specifier of its type where it is known (see `ValueTypes`).
    var valueTypes: ValueTypes?
    private(set) var bytes: [UInt8] = []
    /// `\u` escapes that do not form a valid character, as written (`D800`).
    private(set) var invalidUnicodeEscapes: [String] = []

    init(lexer: Lexer, bytes: [UInt8] = []) {
        self.lexer = lexer
        self.bytes = bytes
    }

    /// The joined text of adjacent literals, as UTF-8 bytes handed to `body` with the invalid
    /// `\u` escapes found. The bytes come straight from the source when nothing needs
    /// rewriting; otherwise they are written into `buffer`, scratch space lent by a caller that
    /// makes many texts (its contents are replaced) so that one allocation serves them all.
    static func withText<R>(of parts: UnsafeBufferPointer<Token>, lexer: Lexer, style: InterpolationStyle,
                            valueTypes: ValueTypes? = nil, buffer: inout [UInt8],
                            _ body: (UnsafeBufferPointer<UInt8>, _ invalidEscapes: [String]) -> R) -> R {
        if parts.count == 1, let bytes = asWritten(parts[0], lexer: lexer, quotesMatter: style.escapesQuotes) {
            return body(bytes, [])
        }
        var builder = LiteralText(lexer: lexer, bytes: [])
        builder.valueTypes = valueTypes
        swap(&builder.bytes, &buffer)
        builder.bytes.removeAll(keepingCapacity: true)
        let doublePercent = style == .formatSpecifierDoublingPercent && parts.contains { $0.hasInterpolation }
        for part in parts {
            builder.append(part, style: style, doublePercent: doublePercent)
        }
        let result = builder.bytes.withUnsafeBufferPointer { body($0, builder.invalidUnicodeEscapes) }
        swap(&builder.bytes, &buffer)
        return result
    }

    /// The text of a literal the lexer already saw to be plain (see `Token.isPlain`): its
    /// content as written, without searching it again. Nil when the lexer did not mark it.
    static func plainText(_ t: Token, lexer: Lexer) -> UnsafeBufferPointer<UInt8>? {
        guard t.isPlain, t.form == .quoted else { return nil }
        return UnsafeBufferPointer(start: lexer.base + t.contentStart, count: t.contentEnd - t.contentStart)
    }

    /// The bytes of a one-line literal that needs no rewriting, straight from the source: one
    /// with no backslash (so no escape, continuation or interpolation) and, in Swift, no
    /// quote (a raw string's, which would be escaped, unless `quotesMatter` is false). Nil for
    /// any other literal.
    private static func asWritten(_ t: Token, lexer: Lexer, quotesMatter: Bool) -> UnsafeBufferPointer<UInt8>? {
        if let plain = plainText(t, lexer: lexer) { return plain }
        guard t.form == .quoted else { return nil }
        let quoteMatters = lexer.language == .swift && quotesMatter ? UInt8(ascii: "\"") : UInt8(ascii: "\\")
        let first = ByteVector.firstOf(UInt8(ascii: "\\"), quoteMatters, quoteMatters, in: lexer.base,
                                       from: t.contentStart, limit: t.contentEnd, count: lexer.count)
        guard first == t.contentEnd else { return nil }
        return UnsafeBufferPointer(start: lexer.base + t.contentStart, count: t.contentEnd - t.contentStart)
    }

    private var base: UnsafePointer<UInt8> { lexer.base }

    mutating func append(_ t: Token, style: InterpolationStyle, doublePercent: Bool) {
        switch (t.form, lexer.language) {
        case (.cxxRaw, _):
            appendVerbatimEscaped(t.contentStart..<t.contentEnd)
        case (.multiline, _):
            for (i, line) in multilineLines(t).enumerated() {
                // A line break stays raw, except in keys and in the values of SwiftUI `Text` and
                // the modern APIs (a `LocalizedStringKey`'s format string), where genstrings
                // writes `\n`.
                if i > 0, !line.joinsPrevious {
                    if style.escapesLineBreaks { bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")] } else { bytes.append(0x0A) }
                }
                appendSwift(line.range, hashes: t.rawHashes, style: style, doublePercent: doublePercent)
            }
        case (.javaTextBlock, _):
            appendJavaTextBlock(t, style: style)
        case (.quoted, .swift):
            appendSwift(t.contentStart..<t.contentEnd, hashes: t.rawHashes, style: style, doublePercent: doublePercent)
        case (.quoted, _):
            appendC(t.contentStart..<t.contentEnd)
        }
    }

    // MARK: C, Objective-C, Java

    /// Copies as written, except `\uXXXX` (decoded to the character). A backslash-newline
    /// line continuation is copied too, as genstrings does (seen in a real project's table).
    private mutating func appendC(_ range: Range<Int>) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            // Bytes up to the next backslash are copied as they are, in one go.
            let run = ByteVector.firstOf(UInt8(ascii: "\\"), UInt8(ascii: "\\"), UInt8(ascii: "\\"), in: base, from: i,
                                         limit: end, count: lexer.count)
            appendRun(i..<run)
            i = run
            guard i < end else { break }
            let c = base[i]
            guard c == UInt8(ascii: "\\"), i + 1 < end else {
                bytes.append(c)
                i += 1
                continue
            }
            let n = base[i + 1]
            if n == UInt8(ascii: "u"), let (scalar, length) = unicodeEscape(at: i, end: end) {
                appendScalar(scalar)
                i += length
            } else {
                bytes.append(c)
                bytes.append(n)
                i += 2
            }
        }
    }

    private mutating func appendRun(_ run: Range<Int>) {
        if !run.isEmpty { bytes.append(contentsOf: UnsafeBufferPointer(start: base + run.lowerBound, count: run.count)) }
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, at `i`. An invalid one is recorded and
    /// left as written.
    private mutating func unicodeEscape(at i: Int, end: Int) -> (Unicode.Scalar, Int)? {
        guard let high = hex4(at: i + 2, end: end) else { return nil }
        if let scalar = Unicode.Scalar(high) { return (scalar, 6) }
        if high >= 0xD800, high <= 0xDBFF, i + 12 <= end, base[i + 6] == UInt8(ascii: "\\"),
           base[i + 7] == UInt8(ascii: "u"), let low = hex4(at: i + 8, end: end), low >= 0xDC00, low <= 0xDFFF,
           let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
            return (scalar, 12)
        }
        invalidUnicodeEscapes.append(String(decoding: UnsafeBufferPointer(start: base + i + 2, count: 4), as: UTF8.self))
        return nil
    }

    private func hex4(at i: Int, end: Int) -> UInt32? {
        guard i + 4 <= end else { return nil }
        var v: UInt32 = 0
        for k in i..<(i + 4) {
            guard ByteClass.isHexDigit(base[k]) else { return nil }
            v = v << 4 | ByteClass.hexValue(base[k])
        }
        return v
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        if scalar == "\"" || scalar == "\\" {
            bytes.append(UInt8(ascii: "\\"))
        }
        bytes.append(contentsOf: String(scalar).utf8)
    }

    /// Raw text (C++ raw strings): `"` and `\` escaped, everything else as it is.
    private mutating func appendVerbatimEscaped(_ range: Range<Int>) {
        for i in range {
            let c = base[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
            if c != 0x0D { bytes.append(c) }
        }
    }

    // MARK: Swift

    private struct Line {
        var range: Range<Int>
        var joinsPrevious: Bool
    }

    // MARK: Java text blocks

    /// A Java text block as Java reads it, escapes kept as written: its incidental indentation
    /// (the least of its non-blank lines and of the closing delimiter's line) and each line's
    /// trailing white space removed, lines joined by line breaks (`\n` where the style escapes
    /// them), a line ending in an escaping backslash joined to the next, and a bare `"`
    /// escaped where quotes are (the table's quotes).
    private mutating func appendJavaTextBlock(_ t: Token, style: InterpolationStyle) {
        func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == 0x09 || b == 0x0C }
        var lines: [Range<Int>] = []
        var lineStart = t.contentStart
        var i = t.contentStart
        while i < t.contentEnd {
            if base[i] == 0x0A || base[i] == 0x0D {
                lines.append(lineStart..<i)
                i += base[i] == 0x0D && i + 1 < t.contentEnd && base[i + 1] == 0x0A ? 2 : 1
                lineStart = i
            } else {
                i += 1
            }
        }
        lines.append(lineStart..<t.contentEnd)  // the closing delimiter's line
        func indentation(_ r: Range<Int>) -> Int {
            var k = r.lowerBound
            while k < r.upperBound, isBlank(base[k]) { k += 1 }
            return k - r.lowerBound
        }
        var least = Int.max
        for (n, line) in lines.enumerated() where n == lines.count - 1 || indentation(line) < line.count {
            least = min(least, indentation(line))
        }
        var joins = false
        for (n, line) in lines.enumerated() {
            var s = line.lowerBound + min(least, line.count)
            var e = line.upperBound
            while e > s, isBlank(base[e - 1]) { e -= 1 }
            if indentation(line) == line.count { s = e }  // a blank line
            if n > 0 && !joins {
                if style.escapesLineBreaks { bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")] } else { bytes.append(0x0A) }
            }
            var backslashes = 0
            while e - backslashes > s, base[e - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            joins = backslashes % 2 == 1
            if joins { e -= 1 }
            var k = s
            while k < e {
                let c = base[k]
                if c == UInt8(ascii: "\\"), k + 1 < e {
                    bytes += [c, base[k + 1]]
                    k += 2
                    continue
                }
                if c == UInt8(ascii: "\""), style.escapesQuotes { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(c)
                k += 1
            }
        }
    }

    /// How many bytes from `p` belong together in a literal's text: an escape (`\` with the
    /// literal's `#`s and the byte after, unless that is a line break, which stays a line's end),
    /// else one.
    private func escapeLength(at p: Int, hashes: Int, limit: Int) -> Int {
        guard base[p] == UInt8(ascii: "\\"), let k = lexer.escapedByte(at: p, hashes: hashes, limit: limit),
              base[k] != 0x0A, base[k] != 0x0D else { return 1 }
        return k + 1 - p
    }

    /// `p` at a `\` of a literal's text that starts an interpolation (`\(`, or `\#(` in a raw
    /// literal with one `#`): the offset after its closing `)`; nil for anything else.
    private func interpolationEnd(at p: Int, hashes: Int, limit: Int) -> Int? {
        guard base[p] == UInt8(ascii: "\\"), let k = lexer.escapedByte(at: p, hashes: hashes, limit: limit),
              base[k] == UInt8(ascii: "(") else { return nil }
        return min(lexer.balancedEnd(k + 1).end, limit)
    }

    /// The lines of a `"""` literal with the closing delimiter's indentation removed. A line
    /// that ends in an escaped newline (`\`) is joined to the next.
    private func multilineLines(_ t: Token) -> [Line] {
        var start = t.contentStart
        // The opening delimiter is followed by a line break that is not part of the text.
        while start < t.contentEnd, base[start] == UInt8(ascii: " ") || base[start] == 0x09 { start += 1 }
        if start < t.contentEnd, base[start] == 0x0D { start += 1 }
        if start < t.contentEnd, base[start] == 0x0A { start += 1 } else { start = t.contentStart }
        // The closing delimiter's indentation.
        var indentStart = t.contentEnd
        while indentStart > start, base[indentStart - 1] == UInt8(ascii: " ") || base[indentStart - 1] == 0x09 {
            indentStart -= 1
        }
        let hasIndentLine = indentStart > start ? base[indentStart - 1] == 0x0A : indentStart == start
        let indent = hasIndentLine ? indentStart..<t.contentEnd : t.contentEnd..<t.contentEnd
        var textEnd = hasIndentLine ? indentStart : t.contentEnd
        if hasIndentLine, textEnd > start { textEnd -= 1 }  // the line break before the delimiter
        if textEnd > start, base[textEnd - 1] == 0x0D { textEnd -= 1 }
        guard textEnd > start || (hasIndentLine && indentStart > start) else { return [] }

        var lines: [Line] = []
        var lineStart = start
        var joins = false
        while lineStart <= textEnd {
            var lineEnd = lineStart
            while lineEnd < textEnd, base[lineEnd] != 0x0A {
                // A line break inside an interpolation belongs to its expression, not to the text;
                // an escape pair is stepped over whole (`\\(` is no interpolation).
                if let after = interpolationEnd(at: lineEnd, hashes: t.rawHashes, limit: textEnd) {
                    lineEnd = after
                } else {
                    lineEnd += escapeLength(at: lineEnd, hashes: t.rawHashes, limit: textEnd)
                }
            }
            var s = lineStart
            var k = indent.lowerBound
            while k < indent.upperBound, s < lineEnd, base[s] == base[k] { s += 1; k += 1 }
            var e = lineEnd
            if e > s, base[e - 1] == 0x0D { e -= 1 }
            // A backslash (`\#` in a raw literal) that no other escapes, then only white space,
            // ends the line: it joins the next one.
            var w = e
            while w > s, base[w - 1] == UInt8(ascii: " ") || base[w - 1] == 0x09 { w -= 1 }
            var hashes = 0
            while hashes < t.rawHashes, w - hashes > s, base[w - hashes - 1] == UInt8(ascii: "#") { hashes += 1 }
            var backslashes = 0
            if hashes == t.rawHashes {
                while w - hashes - backslashes > s, base[w - hashes - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            }
            // In a raw literal a backslash escapes nothing, so `\\#` ends in a continuation too.
            let continues = t.rawHashes > 0 ? backslashes > 0 : backslashes % 2 == 1
            lines.append(Line(range: s..<(continues ? w - hashes - 1 : e), joinsPrevious: joins))
            joins = continues
            if lineEnd >= textEnd { break }
            lineStart = lineEnd + 1
        }
        return lines
    }

    /// Swift literal text: escapes kept, `"` escaped, raw-string escapes made ordinary, and
    /// interpolations written in `style`.
    private mutating func appendSwift(_ range: Range<Int>, hashes: Int, style: InterpolationStyle, doublePercent: Bool) {
        var i = range.lowerBound
        let end = range.upperBound
        let percent = doublePercent ? UInt8(ascii: "%") : UInt8(ascii: "\\")
        while i < end {
            // Bytes up to the next one that is rewritten are copied as they are, in one go.
            let run = ByteVector.firstOf(UInt8(ascii: "\\"), UInt8(ascii: "\""), percent, in: base, from: i,
                                         limit: end, count: lexer.count)
            appendRun(i..<run)
            i = run
            guard i < end else { break }
            let c = base[i]
            if c == UInt8(ascii: "\\") {
                if let k = lexer.escapedByte(at: i, hashes: hashes, limit: end) {
                    if base[k] == UInt8(ascii: "(") {
                        let close = lexer.balancedEnd(k + 1)
                        let inner = (k + 1)..<max(k + 1, min(close.end - 1, end))
                        appendInterpolation(inner, style: style)
                        i = min(close.end, end)
                        continue
                    }
                    // The modern APIs have no genstrings to follow: there `\u{...}` is its
                    // character, as in the string the app looks up (a `.strings` reader takes
                    // `\u{e9}` for `u{e9}`).
                    if style == .formatSpecifierDoublingPercent, base[k] == UInt8(ascii: "u"),
                       let (scalar, after) = unicodeEscape(after: k, end: end) {
                        appendDecoded(scalar, doublePercent: doublePercent)
                        i = after
                        continue
                    }
                    // An escape: `\n`, `\"`, `\u{...}`; written without the raw hashes.
                    bytes.append(UInt8(ascii: "\\"))
                    bytes.append(base[k])
                    i = k + 1
                    continue
                }
                // A backslash in a raw string is a backslash.
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(UInt8(ascii: "\\"))
                i += 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                if style.escapesQuotes { bytes.append(UInt8(ascii: "\\")) }
            } else if c == UInt8(ascii: "%"), doublePercent {
                bytes.append(c)
            }
            bytes.append(c)
            i += 1
        }
    }

    /// The character of the Swift escape `\u{...}` whose `u` is at `u`, and the offset after its
    /// `}`; nil when it is no valid one (1 to 8 hex digits naming a Unicode scalar) or is NUL,
    /// which a table cannot hold.
    private func unicodeEscape(after u: Int, end: Int) -> (Unicode.Scalar, Int)? {
        guard u + 2 < end, base[u + 1] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var j = u + 2
        while j < end, j < u + 10, ByteClass.isHexDigit(base[j]) {
            value = value << 4 | ByteClass.hexValue(base[j])
            j += 1
        }
        guard j > u + 2, j < end, base[j] == UInt8(ascii: "}"), value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, j + 1)
    }

    /// A character from an escape, written as a `.strings` table needs it: `"`, `\` and line
    /// breaks and tabs escaped, and `%` doubled where the literal's other `%`s are.
    private mutating func appendDecoded(_ scalar: Unicode.Scalar, doublePercent: Bool) {
        switch scalar {
        case "\n": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case "\r": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case "\t": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case "%": bytes += doublePercent ? [UInt8(ascii: "%"), UInt8(ascii: "%")] : [UInt8(ascii: "%")]
        default: appendScalar(scalar)
        }
    }

    private mutating func appendInterpolation(_ inner: Range<Int>, style: InterpolationStyle) {
        switch style {
        case .verbatim, .verbatimKey, .comment:
            // As written, except that a `"` of a literal inside (`\(name ?? "none")`) is
            // escaped, so that the table stays valid (an escape pair is copied as it is); in a
            // comment it is harmless and stays.
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(UInt8(ascii: "("))
            var i = inner.lowerBound
            while i < inner.upperBound {
                let c = base[i]
                if c == UInt8(ascii: "\\"), i + 1 < inner.upperBound {
                    bytes.append(c)
                    bytes.append(base[i + 1])
                    i += 2
                    continue
                }
                if c == UInt8(ascii: "\""), style.escapesQuotes { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(c)
                i += 1
            }
            bytes.append(UInt8(ascii: ")"))
        case .formatSpecifier, .formatSpecifierDoublingPercent:
            if let specifier = specifier(in: inner) {
                bytes.append(contentsOf: specifier)
            } else if let specifier = placeholderSpecifier(in: inner) {
                bytes.append(contentsOf: specifier.utf8)
            } else if let parameter = summaryParameter(in: inner) {
                // App Intents' `Summary("Get \(\.$settings)")` is the key `Get ${settings}`.
                bytes.append(contentsOf: "${".utf8)
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + parameter.lowerBound, count: parameter.count))
                bytes.append(UInt8(ascii: "}"))
            } else if let specifier = valueTypes?.specifier(ofExpression: inner, lexer: lexer) {
                bytes.append(contentsOf: specifier)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(UInt8(ascii: "@"))
            }
        }
    }

    /// The specifier of an interpolation `\(placeholder: .int)` (a `String.LocalizationValue`
    /// placeholder, as in App Intents' `numericFormat: "\(placeholder: .int) items"`): the one
    /// Foundation's `placeholderFormatSpecifier` gives the type, so that the key is the one
    /// looked up at run time.
    private func placeholderSpecifier(in inner: Range<Int>) -> String? {
        var lx = lexer
        lx.pos = inner.lowerBound
        lx.limit = inner.upperBound
        let label = lx.next()
        guard label.kind == .identifier, label.end - label.start == 11, memoryEquals(base + label.start, "placeholder") else {
            return nil
        }
        let colon = lx.next(), dot = lx.next(), name = lx.next(), end = lx.next()
        guard colon.kind == .punctuation, base[colon.start] == UInt8(ascii: ":"),
              dot.kind == .punctuation, base[dot.start] == UInt8(ascii: "."), name.kind == .identifier,
              end.kind == .endOfInput else { return nil }
        switch String(decoding: UnsafeBufferPointer(start: base + name.start, count: name.end - name.start), as: UTF8.self) {
        case "int": return "%lld"
        case "uint": return "%llu"
        case "float": return "%f"
        case "double": return "%lf"
        case "object": return "%@"
        default: return nil
        }
    }

    /// The name of the parameter of an interpolation `\(\.$name)`, a key path to an App Intent's
    /// parameter in its `ParameterSummary`, without the `$`.
    private func summaryParameter(in inner: Range<Int>) -> Range<Int>? {
        var lx = lexer
        lx.pos = inner.lowerBound
        lx.limit = inner.upperBound
        let backslash = lx.next(), dot = lx.next(), name = lx.next(), end = lx.next()
        guard backslash.kind == .punctuation, base[backslash.start] == UInt8(ascii: "\\"),
              dot.kind == .punctuation, base[dot.start] == UInt8(ascii: "."),
              name.kind == .identifier, name.end - name.start >= 2, base[name.start] == UInt8(ascii: "$"),
              end.kind == .endOfInput else { return nil }
        return (name.start + 1)..<name.end
    }

    /// The literal of a top-level `specifier: "%.2f"` argument inside an interpolation.
    private func specifier(in inner: Range<Int>) -> [UInt8]? {
        var lx = lexer
        lx.pos = inner.lowerBound
        lx.limit = inner.upperBound
        var depth = 0
        var afterComma = false
        while true {
            let t = lx.next()
            switch t.kind {
            case .endOfInput:
                return nil
            case .punctuation:
                let c = base[t.start]
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") { depth += 1 }
                if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") { depth -= 1 }
                afterComma = depth == 0 && c == UInt8(ascii: ",")
            case .identifier where depth == 0 && afterComma:
                afterComma = false
                guard t.end - t.start == 9, memoryEquals(base + t.start, "specifier") else { continue }
                let colon = lx.next()
                guard colon.kind == .punctuation, base[colon.start] == UInt8(ascii: ":") else { continue }
                let literal = lx.next()
                guard literal.kind == .string, literal.form == .quoted, !literal.hasInterpolation else { return nil }
                return Array(UnsafeBufferPointer(start: base + literal.contentStart, count: literal.contentEnd - literal.contentStart))
            default:
                afterComma = false
            }
        }
    }
}

/// Whether `count` bytes at `p` equal the ASCII `text`.
func memoryEquals(_ p: UnsafePointer<UInt8>, _ text: StaticString) -> Bool {
    let n = text.utf8CodeUnitCount
    let t = text.utf8Start
    for i in 0..<n where p[i] != t[i] { return false }
    return true
}
