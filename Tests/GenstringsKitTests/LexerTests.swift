import XCTest
@testable import GenstringsKit

final class LexerTests: XCTestCase {
    /// Kinds and texts of all tokens of `source`.
    func tokens(_ source: String, _ language: SourceLanguage = .cFamily) -> [(Token.Kind, String)] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count, language: language)
            var result: [(Token.Kind, String)] = []
            while true {
                let t = lexer.next()
                if t.kind == .endOfInput { break }
                result.append((t.kind, String(decoding: buffer[t.start..<t.end], as: UTF8.self)))
            }
            return result
        }
    }

    func texts(_ source: String, _ language: SourceLanguage = .cFamily) -> [String] {
        tokens(source, language).map { $0.1 }
    }

    func testObjectiveCLiteralsAndPunctuation() {
        let t = tokens(#"x = @"a\"b" "c" CFSTR("d") 'q' '\'' 42;"#)
        XCTAssertEqual(t.map { $0.1 }, ["x", "=", #"@"a\"b""#, #""c""#, "CFSTR", "(", #""d""#, ")", "'q'", #"'\''"#, "42", ";"])
        XCTAssertEqual(t.map { $0.0 }, [.identifier, .punctuation, .string, .string, .identifier, .punctuation, .string,
                                        .punctuation, .character, .character, .number, .punctuation])
    }

    func testCommentsAreTrivia() {
        XCTAssertEqual(texts("a /* b \"c */ d // e 'f\ng"), ["a", "d", "g"])
    }

    func testApostropheInProseIsPunctuation() {
        XCTAssertEqual(texts("don't stop"), ["don", "'", "t", "stop"])
    }

    func testUnterminatedStringEndsAtLineEnd() {
        let bytes = Array("\"abc\nnext".utf8)
        bytes.withUnsafeBufferPointer { b in
            var lexer = Lexer(base: b.baseAddress!, count: b.count, language: .cFamily)
            let s = lexer.next()
            XCTAssertEqual(s.kind, .string)
            XCTAssertFalse(s.terminated)
            XCTAssertEqual(s.end, 4)
            XCTAssertEqual(lexer.next().end, 9)
        }
    }

    func testCPrefixesAndRawStrings() {
        XCTAssertEqual(texts(#"L"w" u8"u" R"x(a "quoted" )" b)x" end"#), [#"L"w""#, #"u8"u""#, #"R"x(a "quoted" )" b)x""#, "end"])
    }

    func testSwiftStrings() {
        XCTAssertEqual(texts(##"let a = "x \(f("y")) z" + #"raw "q""#"##, .swift),
                       ["let", "a", "=", #""x \(f("y")) z""#, "+", ##"#"raw "q""#"##])
        XCTAssertEqual(texts("\"\"\"\n  a \"\" b\n  \"\"\" c", .swift), ["\"\"\"\n  a \"\" b\n  \"\"\"", "c"])
        XCTAssertEqual(texts("/* a /* nested */ still */ b", .swift), ["b"])
        XCTAssertEqual(texts("/* a /* not nested */ c", .cFamily), ["c"])
        XCTAssertEqual(texts("x = 'a'", .swift), ["x", "=", "'", "a", "'"])
    }

    func testInterpolationRanges() {
        let source = #""a \(b(")")) c \(d)""#
        let bytes = Array(source.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count, language: .swift)
            let t = lexer.next()
            XCTAssertTrue(t.terminated)
            XCTAssertTrue(t.hasInterpolation)
            XCTAssertEqual(t.end, bytes.count)
            let ranges = lexer.interpolations(of: t).map { String(decoding: buffer[$0], as: UTF8.self) }
            XCTAssertEqual(ranges, [#"b(")")"#, "d"])
        }
    }

    func testDeepInterpolationDoesNotOverflow() {
        let deep = String(repeating: "\"\\(", count: 5000) + "x" + String(repeating: ")\"", count: 5000)
        let t = tokens(deep, .swift)
        XCTAssertFalse(t.isEmpty)
    }

    func testLineCounter() {
        let bytes = Array("ab\ncd\n\nef".utf8)
        bytes.withUnsafeBufferPointer { b in
            var counter = LineCounter(base: b.baseAddress!, count: b.count)
            XCTAssertEqual(counter.location(of: 0).line, 1)
            XCTAssertEqual(counter.location(of: 4).line, 2)
            XCTAssertEqual(counter.location(of: 4).column, 2)
            XCTAssertEqual(counter.location(of: 8).line, 4)
            XCTAssertEqual(counter.location(of: 1).line, 1)
        }
    }

    /// Without `entryLocations` (the genstrings style, which never shows where an entry is),
    /// entries have no line or column, but a bad entry's diagnostic still has both; the
    /// entries themselves are the same.
    func testEntryLocationsCanBeLeftOut() {
        let text = "x\n  NSLocalizedString(@\"a\", @\"c\");\n\n NSLocalizedString(k, @\"c\");\n NSLocalizedString(@\"b\", nil);\n"
        var options = ExtractionOptions()
        let located = extract(text, file: "t.m", options)
        options.entryLocations = false
        let bare = extract(text, file: "t.m", options)
        XCTAssertEqual(located.entries.map { [$0.line, $0.column] }, [[2, 3], [5, 2]])
        XCTAssertEqual(bare.entries.map { [$0.line, $0.column] }, [[0, 0], [0, 0]])
        XCTAssertEqual(bare.entries.map(\.key), located.entries.map(\.key))
        XCTAssertEqual(bare.diagnostics.map { [$0.line, $0.column] }, [[4, 2]])
        XCTAssertEqual(bare.diagnostics, located.diagnostics)
    }

    /// The scan loop's shortcut for literals, `Lexer.plainStringEnd`, against the literal the
    /// lexer reads at the same quote: where the shortcut answers, the literal is closed, has no
    /// interpolation and ends there; it answers for the usual literal.
    func testPlainStringEndAgreesWithStringLiteral() {
        let alphabet: [UInt8] = Array("\"\"\"\\\n#R@a (){}".utf8)
        var generator = SystemRandomNumberGenerator()
        for language in [SourceLanguage.cFamily, .java, .swift] {
            for (source, expected) in [("x = \"abc\";", 9), ("\"\";", language == .cFamily ? 2 : nil), ("\"a\\\"b\"", nil),
                                       ("\"a\nb\"", nil), ("\"abc", nil), ("\"\\(x)\"", nil)] {
                let bytes = Array(source.utf8)
                let quote = bytes.firstIndex(of: UInt8(ascii: "\""))!
                bytes.withUnsafeBufferPointer { b in
                    let lexer = Lexer(base: b.baseAddress!, count: b.count, language: language)
                    XCTAssertEqual(lexer.plainStringEnd(quote), expected, "\(language) \(source)")
                }
            }
            for _ in 0..<3000 {
                let bytes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                bytes.withUnsafeBufferPointer { b in
                    var lexer = Lexer(base: b.baseAddress!, count: b.count, language: language)
                    lexer.limit = Int.random(in: 0...b.count, using: &generator)
                    for p in 0..<lexer.limit where b[p] == UInt8(ascii: "\"") {
                        guard let end = lexer.plainStringEnd(p) else { continue }
                        let atSign = language == .cFamily && p > 0 && b[p - 1] == UInt8(ascii: "@")
                        let literal = atSign ? lexer.cString(start: p - 1, quote: p) : lexer.stringLiteral(at: p)
                        XCTAssertEqual(literal?.end, end, "\(language) \(bytes) at \(p)")
                        XCTAssertEqual(literal?.terminated, true, "\(language) \(bytes) at \(p)")
                        XCTAssertEqual(literal?.hasInterpolation, false, "\(language) \(bytes) at \(p)")
                    }
                }
            }
        }
    }

    /// `ByteVector.spaceEnd` against a byte-by-byte `ByteClass.isSpace` loop: every white
    /// space byte, runs across 16-byte blocks, limits before the buffer's end.
    func testSpaceEndMatchesByteLoop() {
        let spaces: [UInt8] = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D]
        let others: [UInt8] = [0x08, 0x0E, 0x1F, 0x21, 0x00, 0x41, 0xA0, 0xFF]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...70, using: &generator) {
                bytes.append(Int.random(in: 0..<8, using: &generator) == 0 ? others.randomElement(using: &generator)!
                                                                            : spaces.randomElement(using: &generator)!)
            }
            bytes.withUnsafeBufferPointer { b in
                guard let base = b.baseAddress else { return }
                let from = Int.random(in: 0...b.count, using: &generator)
                let limit = Int.random(in: from...b.count, using: &generator)
                var expected = from
                while expected < limit, ByteClass.isSpace(base[expected]) { expected += 1 }
                XCTAssertEqual(ByteVector.spaceEnd(in: base, from: from, limit: limit, count: b.count), expected, "\(bytes)")
            }
        }
    }

    /// `ByteVector.firstOf` (64, 32 or 16 bytes a turn) against a byte loop: texts of up to 100
    /// bytes, and of up to 300 (several turns of an AVX2 build's search before its last bytes), the byte
    /// looked for anywhere or nowhere, limits before and at the buffer's end.
    func testFirstOfMatchesByteLoop() {
        let wanted: [UInt8] = [0x22, 0x0A, 0x5C, 0x2F, 0x2A]
        let others: [UInt8] = [0x20, 0x41, 0x61, 0x00, 0xFF, 0x23]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            let rare = Int.random(in: 2...80, using: &generator)
            for _ in 0..<Int.random(in: 0...(round % 2 == 0 ? 100 : 300), using: &generator) {
                bytes.append(Int.random(in: 0..<rare, using: &generator) == 0 ? wanted.randomElement(using: &generator)!
                                                                                : others.randomElement(using: &generator)!)
            }
            bytes.withUnsafeBufferPointer { b in
                guard let base = b.baseAddress else { return }
                let from = Int.random(in: 0...b.count, using: &generator)
                let limit = Int.random(in: from...b.count, using: &generator)
                func expected(_ matches: (Int) -> Bool) -> Int {
                    var i = from
                    while i < limit, !matches(i) { i += 1 }
                    return i
                }
                XCTAssertEqual(ByteVector.firstOf(0x22, 0x0A, 0x5C, in: base, from: from, limit: limit, count: b.count),
                               expected { [0x22, 0x0A, 0x5C].contains(base[$0]) }, "\(bytes) \(from) \(limit)")
                XCTAssertEqual(ByteVector.firstOf(0x22, 0x0A, 0x5C, 0x2F, 0x2A, in: base, from: from, limit: limit, count: b.count),
                               expected { wanted.contains(base[$0]) }, "\(bytes) \(from) \(limit)")
                XCTAssertEqual(ByteVector.firstOf(0x5C, orPair: 0x2F, 0x2A, in: base, from: from, limit: limit, count: b.count),
                               expected { base[$0] == 0x5C || (base[$0] == 0x2F && $0 + 1 < b.count && base[$0 + 1] == 0x2A) },
                               "\(bytes) \(from) \(limit)")
            }
        }
    }

    /// `StopFinder` against a byte loop over the same set, for every vector shape: every stop in
    /// order, with limits at and before the buffer's end (the last blocks take the
    /// bounds-checked test), pairs across a block's end, and jumps forward; buffers of up to 300
    /// bytes, so that most blocks take the unchecked test (32 bytes at once in an AVX2 build).
    func testStopFinderMatchesByteLoop() {
        func check<Shape: StopShape>(_ shape: Shape.Type, kind: StopSet.Kind, singles: [UInt8], pairs: [(UInt8, UInt8)]) {
            let set = StopSet(singles: singles, pairs: pairs, kind: kind)
            defer { set.deallocate() }
            var alphabet: [UInt8] = Array("x ".utf8) + singles
            for p in pairs { alphabet += [p.0, p.1] }
            var generator = SystemRandomNumberGenerator()
            for round in 0..<2000 {
                let size = round % 2 == 0 ? Int.random(in: 0...100, using: &generator) : Int.random(in: 0...300, using: &generator)
                let bytes = (0..<size).map { _ in alphabet.randomElement(using: &generator)! }
                bytes.withUnsafeBufferPointer { b in
                    guard let base = b.baseAddress else { return }
                    let limit = Int.random(in: 0...b.count, using: &generator)
                    func isStop(_ p: Int) -> Bool {
                        singles.contains(b[p]) || pairs.contains { $0.0 == b[p] && p + 1 < b.count && b[p + 1] == $0.1 }
                    }
                    var finder = StopFinder(base: base, count: b.count, limit: limit)
                    var p = Int.random(in: 0...limit, using: &generator)
                    while true {
                        var expected = p
                        while expected < limit, !isStop(expected) { expected += 1 }
                        let found = finder.next(from: p, in: set, shape)
                        XCTAssertEqual(found, expected, "\(kind) \(bytes) limit \(limit)")
                        guard found < limit else { break }
                        p = min(found + Int.random(in: 1...20, using: &generator), limit)
                    }
                }
            }
        }
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        func pairs(_ texts: [String]) -> [(UInt8, UInt8)] { texts.map { (Array($0.utf8)[0], Array($0.utf8)[1]) } }
        check(Bytes3Pairs2.self, kind: .bytes3Pairs2, singles: bytes("\"/"), pairs: pairs(["NS"]))
        check(Bytes3Pairs2.self, kind: .bytes3Pairs2, singles: bytes("\"/'"), pairs: pairs(["NS", "CF"]))
        check(Bytes3Pairs3.self, kind: .bytes3Pairs3, singles: bytes("\"/#"), pairs: pairs(["NS", "CF", "Te"]))
        check(Bytes4Pairs4.self, kind: .bytes4Pairs4, singles: bytes("\"/#M"), pairs: pairs(["NS", "CF", "Te", "Lo"]))
        check(Bytes6Pairs8.self, kind: .bytes6Pairs8, singles: bytes("\"/#MQZ"),
              pairs: pairs(["NS", "CF", "Te", "Lo", "In", "Ty", "Su", "ne"]))
        check(TableShape.self, kind: .table, singles: bytes("\"/#MQZW"),
              pairs: pairs(["NS", "CF", "Te", "Lo", "In", "Ty", "Su", "ne", "re"]))
    }

    /// `ByteVector.count` against a byte loop: short and long stretches (64-byte steps, lanes
    /// summed after 63 of them even when every byte matches), stretches that do not start at
    /// the buffer's start, tails shorter than a block, buffers shorter than a block.
    func testCountMatchesByteLoop() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<1500 {
            let size = round < 500 ? Int.random(in: 0...40, using: &generator) : Int.random(in: 0...9000, using: &generator)
            let density = [1, 2, 30][round % 3]
            let bytes = (0..<size).map { _ in Int.random(in: 0..<density, using: &generator) == 0 ? UInt8(0x0A) : UInt8(0x41) }
            bytes.withUnsafeBufferPointer { b in
                guard let base = b.baseAddress else { return }
                let from = Int.random(in: 0...b.count, using: &generator)
                let to = Int.random(in: from...b.count, using: &generator)
                let expected = b[from..<to].filter { $0 == 0x0A }.count
                XCTAssertEqual(ByteVector.count(0x0A, in: base, from: from, to: to), expected, "\(size) \(from)..<\(to)")
            }
        }
    }

    /// `Lexer.characterLiteralEnd`, which skips to the first quote, line break or backslash
    /// 16 bytes at a time, against the byte loop it replaced: escapes, line breaks, digit
    /// separators, limits inside the 12-byte reach and at the buffer's end.
    func testCharacterLiteralEndMatchesByteLoop() {
        let alphabet: [UInt8] = Array("''\\\nab1 _".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            let bytes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            bytes.withUnsafeBufferPointer { b in
                var lexer = Lexer(base: b.baseAddress!, count: b.count, language: .cFamily)
                lexer.limit = Int.random(in: 0...b.count, using: &generator)
                for p in 0..<lexer.limit where b[p] == UInt8(ascii: "'") {
                    // The byte loop, digit separators aside (a quote after a number is none).
                    var expected: Int? = nil
                    var e = p + 1
                    let stop = min(lexer.limit, p + 12)
                    while e < stop {
                        if b[e] == UInt8(ascii: "'") { expected = e + 1; break }
                        if b[e] == 0x0A { break }
                        e += b[e] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    var start = p
                    while start > 0, ByteClass.isIdentifier(b[start - 1]) { start -= 1 }
                    if start < p, b[start] >= 0x30 && b[start] <= 0x39 { expected = nil }
                    XCTAssertEqual(lexer.characterLiteralEnd(p), expected, "\(bytes) at \(p), limit \(lexer.limit)")
                }
            }
        }
    }

    /// `Lexer.balancedEnd`, which skips to the next bracket, `#`, `"` or `/` 16 bytes at a
    /// time, against the byte loop it replaced, on random Swift interpolations: nested
    /// brackets, strings, comments, regex literals, unclosed ones.
    func testBalancedEndMatchesByteLoop() {
        // A Swift literal at `p`, byte by byte, following interpolations by recursion (as the
        // lexer did before it kept a stack): where it ends and whether it is closed; nil when
        // none starts there.
        func literal(_ lexer: Lexer, _ p: Int) -> (end: Int, terminated: Bool)? {
            let base = lexer.base, limit = lexer.limit
            let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
            var q = p
            while q < limit, base[q] == hash { q += 1 }
            guard q < limit, base[q] == quote else { return nil }
            let hashes = q - p
            var blank = q + 3
            while blank < limit, base[blank] == UInt8(ascii: " ") || base[blank] == 0x09 { blank += 1 }
            let multiline = q + 2 < limit && base[q + 1] == quote && base[q + 2] == quote
                && (blank >= limit || base[blank] == 0x0A || base[blank] == 0x0D)
            var e = multiline ? q + 3 : q + 1
            while e < limit {
                let c = base[e]
                if c == UInt8(ascii: "\\") {
                    var k = e + 1, h = 0
                    while h < hashes, k < limit, base[k] == hash { h += 1; k += 1 }
                    guard h == hashes, k < limit else { e += 1; continue }
                    if base[k] == UInt8(ascii: "(") {
                        let close = reference(lexer, k + 1)
                        if !close.terminated { return (close.end, false) }
                        e = close.end
                        continue
                    }
                    if base[k] == 0x0A && !multiline { return (k, false) }
                    e = k + 1
                    continue
                }
                if c == quote {
                    var k = e, n = 0
                    while n < (multiline ? 3 : 1), k < limit, base[k] == quote { n += 1; k += 1 }
                    if n == (multiline ? 3 : 1) {
                        var h = 0
                        while h < hashes, k < limit, base[k] == hash { h += 1; k += 1 }
                        if h == hashes { return (k, true) }
                    }
                    e += 1
                    continue
                }
                if c == 0x0A && !multiline { return (e, false) }
                e += 1
            }
            return (min(e, limit), false)
        }
        func reference(_ lexer: Lexer, _ p: Int) -> (end: Int, terminated: Bool) {
            let base = lexer.base, limit = lexer.limit
            var e = p
            var level = 1
            while e < limit {
                switch base[e] {
                case UInt8(ascii: "("):
                    level += 1
                    e += 1
                case UInt8(ascii: ")"):
                    level -= 1
                    e += 1
                    if level == 0 { return (e, true) }
                case UInt8(ascii: "#") where lexer.swiftRegexEnd(e) != nil:
                    e = lexer.swiftRegexEnd(e)!
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    if let s = literal(lexer, e) {
                        if !s.terminated { return (s.end, false) }
                        e = s.end
                    } else {
                        e += 1
                    }
                case UInt8(ascii: "/") where e + 1 < limit && base[e + 1] == UInt8(ascii: "/"):
                    e = lexer.lineCommentEnd(e)
                case UInt8(ascii: "/") where e + 1 < limit && base[e + 1] == UInt8(ascii: "*"):
                    e = lexer.blockCommentEnd(e).end
                default:
                    e += 1
                }
            }
            return (limit, false)
        }
        let alphabet: [UInt8] = Array("(())\"#/*\\\nab  x".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4000 {
            let bytes = (0..<Int.random(in: 1...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            bytes.withUnsafeBufferPointer { b in
                var lexer = Lexer(base: b.baseAddress!, count: b.count, language: .swift)
                lexer.limit = Int.random(in: 0...b.count, using: &generator)
                let p = Int.random(in: 0...lexer.limit, using: &generator)
                let found = lexer.balancedEnd(p), expected = reference(lexer, p)
                XCTAssertTrue(found == expected, "\(bytes) from \(p), limit \(lexer.limit): \(found) against \(expected)")
            }
        }
    }

    /// Interpolations nested far deeper than any code nests them (`"\( "\( "\( ... "x" )" )"`):
    /// the lexer follows them to the end with its own stack, whatever the depth, so the literal
    /// ends where it does and the call after it is found; left open, the literal runs to the
    /// end of the text at any depth, as at depth 1.
    func testDeeplyNestedInterpolationsEndWhereTheyDo() throws {
        let after = "\nNSLocalizedString(\"after\", comment: \"c\")\n"
        for depth in [1, 63, 64, 65, 2_000, 50_000] {
            let closed = "let s = " + String(repeating: "\"\\( ", count: depth) + "\"x\"" + String(repeating: " )\"", count: depth)
            let unclosed = "let s = " + String(repeating: "\"\\( ", count: depth)
            for (text, terminated) in [(closed, true), (unclosed, false)] {
                let bytes = Array((text + after).utf8)
                bytes.withUnsafeBufferPointer { b in
                    let lexer = Lexer(base: b.baseAddress!, count: b.count, language: .swift)
                    let t = lexer.swiftString(at: 8)
                    XCTAssertEqual(t?.terminated, terminated, "depth \(depth)")
                    XCTAssertEqual(t?.end, terminated ? text.utf8.count : b.count, "depth \(depth)")
                }
            }
            let result = Extractor(options: ExtractionOptions()).extract(text: closed + after, file: "Deep.swift")
            XCTAssertEqual(result.entries.map(\.key).last, "after", "depth \(depth)")
            XCTAssertEqual(result.diagnostics, [], "depth \(depth)")
        }
    }
}
