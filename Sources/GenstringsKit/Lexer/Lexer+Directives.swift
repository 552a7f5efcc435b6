#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Preprocessor lines and macros: `#Preview`, `#pragma mark` and `#warning` lines, and the
// blocks `#if 0` and `#if false` leave out.

extension Lexer {
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
