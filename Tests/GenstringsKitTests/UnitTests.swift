import XCTest
@testable import GenstringsKit

final class FormatSpecifierTests: XCTestCase {
    func testNumbering() {
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%@ (Page %lu)"), "%1$@ (Page %2$lu)")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%@"), "%@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%1$@ %@"), "%1$@ %@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%% %d %%"), "%% %d %%")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("100% sure %@ %@", rule: .printf), "100% sure %1$@ %2$@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%.2f%*d"), "%1$.2f%3$*2$d")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%*.*f|%-*s|%.*d"), "%3$*1$.*2$f|%5$-*4$s|%7$.*6$d")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("é %@ – %@"), "é %1$@ – %2$@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("trailing %"), "trailing %")
        // A specifier cut off by the end of the text counts, as in genstrings' tables.
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%@%"), "%1$@%2$")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%d of 100%"), "%1$d of 100%2$")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("100% of %d%%", rule: .printf), "100% of %d%%")
        // printf's reading (catalogs) does not: `%2$` with no conversion would be no format.
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("Welcome %@ to 100%", rule: .printf), "Welcome %@ to 100%")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%@ of %@ at 100%", rule: .printf), "%1$@ of %2$@ at 100%")
        // The digits right after `%` give way to `n$`, as in genstrings' tables.
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("Until %1@ or %2@."), "Until %1$@ or %2$@.")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%u:%02zd"), "%1$u:%2$zd")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%5.2f %-5d %.3f"), "%1$.2f %2$-5d %3$.3f")
        // NSRuleEditor choices are specifiers, with or without a conversion; a `*` in one is text.
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%[a]@ %[b*]@ %*d"), "%1$[a]@ %2$[b*]@ %4$*3$d")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%[one] %[A]"), "%1$[one] %2$[A]")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%[x]ld to %@"), "%1$[x]ld to %2$@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%[open %@", rule: .printf), "%[open %@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%%[a] %@"), "%%[a] %@")
        // `$` without digits before it makes no position: for printf `%$@` is not a specifier
        // (and not a positional one, which would leave the value as written); genstrings counts
        // it as any other `%`.
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%$@ %@ %d", rule: .printf), "%$@ %1$@ %2$d")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%$@ %@ %d"), "%1$$@ %2$@ %3$d")
    }

    /// Where each specifier starts and ends: an NSRuleEditor choice takes the length modifiers
    /// and the conversion after its `]`, when there is one.
    func testSpecifierBounds() {
        func bounds(_ text: String) -> [Range<Int>] {
            FormatSpecifiers.specifiers(in: Array(text.utf8)).map { $0.start..<$0.end }
        }
        XCTAssertEqual(bounds("%[x]ld to %@"), [0..<6, 10..<12])
        XCTAssertEqual(bounds("%[x] %[y]@"), [0..<4, 5..<10])
        XCTAssertEqual(bounds("%-5lld%%%"), [0..<6, 8..<9])
    }

    /// genstrings counts every `%` that is not half of a `%%`, whatever follows it, and numbers it
    /// right after the `%`, as its tables show (`%A%B%C`, `%@%\nTitle: %@`); String Catalogs
    /// keep printf's rule.
    func testEveryPercentIsASpecifierForGenstrings() {
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%A%B%C"), "%1$A%2$B%3$C")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("At: %@%\\nBy: %@"), "At: %1$@%2$\\nBy: %3$@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("100% sure %@ %@"), "100%1$ sure %2$@ %3$@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("100% of %d%%"), "100%1$ of %2$d%%")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("Row %lu of %l (%@)"), "Row %1$lu of %2$l (%3$@)")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%[open %@"), "%1$[open %2$@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%1I:%M %p"), "%1$I:%2$M %3$p")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("trailing %"), "trailing %")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("50% off"), "50% off")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%%B %@"), "%%B %@")
        // Only the `%` belongs to an incomplete specifier: a `*` after it is text.
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("**%@%** off"), "**%1$@%2$** off")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%-*y %@"), "%1$-*y %2$@")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%A%B%C", rule: .printf), "%1$A%B%2$C")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("At: %@%\\nBy: %@", rule: .printf), "At: %1$@%\\nBy: %2$@")
    }

    /// The `'` (thousands grouping) flag belongs to its specifier.
    func testGroupingFlagIsNumbered() {
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%'d files in %@"), "%1$'d files in %2$@")
    }
}

final class RuleEditorKeyTests: XCTestCase {
    func variants(_ key: String) -> [String]? {
        Array(key.utf8).withUnsafeBufferPointer { RuleEditorKey.variants(of: $0) }?.map { String(decoding: $0, as: UTF8.self) }
    }

    func testCombinations() {
        XCTAssertEqual(variants("%[Any, All]@ of these"), ["%[Any]@ of these", "%[All]@ of these"])
        // White space is trimmed (a tab here); an escape as written in the source (a backslash and `n`) is text.
        XCTAssertEqual(variants("%[a,b] %[ x ] %[1,\t2 ]"), ["%[a] %[x] %[1]", "%[a] %[x] %[2]", "%[b] %[x] %[1]", "%[b] %[x] %[2]"])
        XCTAssertEqual(variants("%[ a\\n,\\tb ]"), ["%[a\\n]", "%[\\tb]"])
        XCTAssertEqual(variants("%[up,]@"), ["%[up]@", "%[]@"])
        // Line breaks (LF, CR, vertical tab, form feed) are white space too.
        XCTAssertEqual(variants("%[\na\r\n,\u{0B}b\u{0C}]@"), ["%[a]@", "%[b]@"])
    }

    func testKeptAsWritten() {
        XCTAssertNil(variants("%[title]@ %[ is ]@ %@"))
        XCTAssertNil(variants("100%%[a, b]"))
        XCTAssertNil(variants("%[a, b"))
        XCTAssertNil(variants("no list, here"))
        // More than 1,024 combinations (2^11): kept as written.
        XCTAssertNil(variants(String(repeating: "%[a,b]", count: 11)))
        XCTAssertEqual(variants(String(repeating: "%[a,b]", count: 10))?.count, 1024)
    }
}

final class KeyOrderTests: XCTestCase {
    func testCaseInsensitiveWithStableTies() {
        XCTAssertEqual(KeyOrder.sorted(["b", "B", "a", "_", "A", "Z", "é", "E"]), ["_", "A", "a", "B", "b", "E", "é", "Z"])
        // Non-literal: `Å` is `A` and a combining ring.
        XCTAssertEqual(KeyOrder.sorted(["Back", "\u{C5}land", "Azerbaijan"]), ["Azerbaijan", "\u{C5}land", "Back"])
    }

    /// A key with a non-ASCII character is folded as a whole: its ASCII letters (`Z` too) as
    /// in an ASCII key, and its other letters to lower case (Greek here).
    func testNonASCIIKeysAreFoldedToo() {
        XCTAssertEqual(KeyOrder.sorted(["Z\u{FC}rich", "Zoo", "apple", "_x"]), ["_x", "apple", "Zoo", "Z\u{FC}rich"])
        XCTAssertEqual(KeyOrder.sorted(["\u{3C9}", "\u{3A8}", "\u{3B1}"]), ["\u{3B1}", "\u{3A8}", "\u{3C9}"])
    }

    /// Letters are folded as CoreFoundation's case-insensitive compare folds them, by the full
    /// case folding: `ß` is `ss` (so `Außen` comes before `Aussicht`), `ﬁ` is `fi`, `µ` is `μ`.
    func testFullCaseFolding() {
        XCTAssertEqual(KeyOrder.sorted(["Austausch", "Au\u{DF}en", "Aussicht"]), ["Au\u{DF}en", "Aussicht", "Austausch"])
        XCTAssertEqual(KeyOrder.sorted(["Mast", "Ma\u{DF}e"]), ["Ma\u{DF}e", "Mast"])
        XCTAssertEqual(KeyOrder.sorted(["fix", "\u{FB01}le"]), ["\u{FB01}le", "fix"])
        // `µ` (U+00B5) as `μ` (U+03BC): after `ĸ` (U+0138), which lower-casing would not put it after.
        XCTAssertEqual(KeyOrder.sorted(["\u{B5}", "\u{138}"]), ["\u{138}", "\u{B5}"])
        XCTAssertEqual(KeyOrder.fold("\u{1E9E}"), "ss")
        // Characters beyond U+FFFF compare by code point, after U+E000–U+FFFF.
        XCTAssertEqual(KeyOrder.sorted(["\u{1F600} Smile", "\u{FF08}\u{6CE8}\u{FF09}", "\u{E000}", "\u{D7FF}"]),
                       ["\u{D7FF}", "\u{E000}", "\u{FF08}\u{6CE8}\u{FF09}", "\u{1F600} Smile"])
        XCTAssertEqual(KeyOrder.fold("\u{3C2}"), "\u{3C3}")
    }

    /// Foundation's folding is asked only for the scalars that Swift's properties say change
    /// when folded or lower-cased: every other scalar of the Basic Multilingual Plane must be
    /// its own folding.
    func testScalarsLeftUnfoldedFoldToThemselves() {
        for v in 0x80..<0x10000 {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let properties = scalar.properties
            if properties.changesWhenCaseFolded || properties.changesWhenLowercased { continue }
            let text = String(Character(scalar))
            XCTAssertEqual(text.folding(options: [.caseInsensitive], locale: nil), text, "U+\(String(v, radix: 16))")
        }
    }

    /// Two texts are sorted too (`--merge --keep-unused` orders its entries with `order`).
    func testTwoTextsAreSorted() {
        XCTAssertEqual(KeyOrder.sorted(["b", "a"]), ["a", "b"])
        XCTAssertEqual(KeyOrder.order(["b", "B"]), [1, 0])
        XCTAssertEqual(KeyOrder.sorted(["x"]), ["x"])
        XCTAssertEqual(KeyOrder.sorted([]), [])
    }

    /// The scalars whose texts skip Foundation's decomposition must be their own decomposition.
    func testOwnDecompositionScalars() {
        var checked = 0
        for v in 0..<0x3000 {
            guard let scalar = Unicode.Scalar(v), KeyOrder.isOwnDecomposition(scalar) else { continue }
            let text = String(Character(scalar))
            XCTAssertEqual(Array(text.decomposedStringWithCanonicalMapping.unicodeScalars), [scalar], "U+\(String(v, radix: 16))")
            XCTAssertEqual(scalar.properties.canonicalCombiningClass, .notReordered, "U+\(String(v, radix: 16))")
            checked += 1
        }
        XCTAssertEqual(checked, 0x80 + 0x20 + 0x18 + 0x2F)
        XCTAssertFalse(KeyOrder.isOwnDecomposition("\u{2000}"))  // decomposes to U+2002
        XCTAssertFalse(KeyOrder.isOwnDecomposition("é"))
    }

    func testLatin1Decompositions() {
        for v in 0xC0...0xFF {
            let scalar = Unicode.Scalar(UInt32(v))!
            let foundation = Array(String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars)
            if let (base, mark) = KeyOrder.Latin1.decomposition(scalar) {
                XCTAssertEqual([base, mark], foundation, "U+\(String(v, radix: 16))")
                XCTAssertEqual(mark.properties.lowercaseMapping, String(Character(mark)))
            } else {
                XCTAssertEqual([scalar], foundation, "U+\(String(v, radix: 16))")
            }
        }
        XCTAssertNil(KeyOrder.Latin1.decomposition("\u{BF}"))
        XCTAssertNil(KeyOrder.Latin1.decomposition("\u{100}"))
    }

    /// The key order before the shortcuts of `KeyOrder.SortKeys` (every non-ASCII key
    /// decomposed by Foundation): the same on random keys.
    func testTableOrderMatchesFoundationDecomposition() {
        func units(_ text: String) -> (exact: [UInt16], folded: [UInt16]) {
            (Array(text.utf16), text.decomposedStringWithCanonicalMapping.unicodeScalars.flatMap { Array(KeyOrder.fold($0).utf16) })
        }
        func reference(_ keys: [String]) -> [Int] {
            let u = keys.map(units)
            func compare(_ a: Int, _ b: Int, _ exact: Bool) -> Int {
                if u[a].folded != u[b].folded { return u[a].folded.lexicographicallyPrecedes(u[b].folded) ? -1 : 1 }
                guard exact, u[a].exact != u[b].exact else { return 0 }
                return u[a].exact.lexicographicallyPrecedes(u[b].exact) ? -1 : 1
            }
            var order = Array(keys.indices)
            order.sort { compare($0, $1, true) < 0 }
            guard zip(order, order.dropFirst()).contains(where: { compare($0, $1, false) == 0 }) else { return order }
            let positions = DictionaryOrder.positions(ofKeysInsertedInOrder: keys)
            order.sort { a, b in
                let c = compare(a, b, false)
                return c != 0 ? c < 0 : positions[a] < positions[b]
            }
            return order
        }
        let pieces = ["a", "b", "B", "z", "Z", "0", "9", " ", "_", "-", ".", "%@", "\\n", "\\\"", "é", "e\u{301}", "E\u{301}",
                      "É", "Å", "A\u{30A}", "ß", "İ", "\u{A0}", "“", "”", "…", "\u{2000}", "\u{2002}", "‰", "•", "😀", "ﬁ", "Ω", "Ω",
                      "\u{323}", "e\u{323}\u{301}", "\u{345}", "Ā", "ǖ"]
            + (0xC0...0xFF).map { String(Character(Unicode.Scalar(UInt32($0))!)) }
        var g = CatalogTestRandom(seed: 0x0DE5)
        for _ in 0..<4_000 {
            var keys: [String] = []
            for _ in 0..<Int.random(in: 1...12, using: &g) {
                var key = (0..<Int.random(in: 0...6, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
                if Bool.random(using: &g), let other = keys.randomElement(using: &g) { key = Bool.random(using: &g) ? other.uppercased() : other + key }
                if !keys.contains(key) { keys.append(key) }  // distinct, as a table's keys are
            }
            XCTAssertEqual(KeyOrder.tableOrder(keys), reference(keys), "\(keys)")
        }
    }
}

final class OutputEncodingTests: XCTestCase {
    /// Characters beyond U+FFFF are written as surrogate pairs, from the first (U+10000) to the
    /// last (U+10FFFF); those below as one unit, up to U+FFFF.
    func testSurrogatePairs() {
        let text = "\u{FFFF}\u{10000}\u{10FFFF}"
        XCTAssertEqual(OutputEncoding.utf16LittleEndian.encode(text),
                       [0xFF, 0xFE, 0xFF, 0xFF, 0x00, 0xD8, 0x00, 0xDC, 0xFF, 0xDB, 0xFF, 0xDF])
        XCTAssertEqual(OutputEncoding.utf16BigEndian.encode(text, byteOrderMark: false),
                       [0xFF, 0xFF, 0xD8, 0x00, 0xDC, 0x00, 0xDB, 0xFF, 0xDF, 0xFF])
        XCTAssertEqual(OutputEncoding.utf16LittleEndian.encode(text),
                       [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    /// Runs of ASCII are widened eight bytes at a time: texts of every length up to 40 with
    /// ASCII (the edges 0x01 and 0x7F among it) and other characters at random places come out
    /// as the standard library's UTF-16 units, in both byte orders.
    func testASCIIRunsAmongOtherCharacters() {
        var generator = SystemRandomNumberGenerator()
        let pool: [Character] = ["a", "Z", "0", " ", "\u{01}", "\u{7F}", "\"", "\n", "é", "€", "\u{80}", "\u{7FF}", "😀"]
        for length in 0...40 {
            for _ in 0..<25 {
                let text = String((0..<length).map { _ in
                    Bool.random(using: &generator) ? "x" : pool.randomElement(using: &generator)!
                })
                let units = Array(text.utf16)
                XCTAssertEqual(OutputEncoding.utf16LittleEndian.encode(text, byteOrderMark: false),
                               units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, text.debugDescription)
                XCTAssertEqual(OutputEncoding.utf16BigEndian.encode(text),
                               [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, text.debugDescription)
            }
        }
    }
}

final class TextInternerTests: XCTestCase {
    /// More texts than the first table holds (4,096 slots, grown at half full, twice here):
    /// each keeps its number, and the same bytes get it again after the table grew.
    func testNumbersSurviveGrowth() {
        var interner = TextInterner()
        let texts = (0..<10_000).map { Array("text \($0)".utf8) }
        for (i, text) in texts.enumerated() {
            XCTAssertEqual(text.withUnsafeBufferPointer { interner.number($0) }, UInt32(i))
        }
        for (i, text) in texts.enumerated() where text.withUnsafeBufferPointer({ interner.number($0) }) != UInt32(i) {
            return XCTFail("text \(i) got another number")
        }
        XCTAssertEqual(interner.count, texts.count)
        XCTAssertEqual(interner.string(9_999), "text 9999")
        XCTAssertFalse(interner.isEmpty(0))
        XCTAssertEqual([UInt8]().withUnsafeBufferPointer { interner.number($0) }, 10_000)
        XCTAssertTrue(interner.isEmpty(10_000))
        XCTAssertEqual((0...10_000).map { interner.string(UInt32($0)) }, texts.map { String(decoding: $0, as: UTF8.self) } + [""])
        XCTAssertEqual(interner.hashes, (texts + [[]]).map { $0.withUnsafeBufferPointer(TextInterner.hash(of:)) })
    }

    /// The bytes are compared whole at every length (a fixed number of overlapping words up to
    /// 16 bytes, 16 a turn beyond): a text differs from one that differs in any one byte, and
    /// texts that differ only in a byte each get their own number and hash.
    func testEveryByteCounts() {
        for n in 0...48 {
            let text = (0..<n).map { UInt8(0x41 + $0 % 26) }
            var interner = TextInterner()
            XCTAssertEqual(text.withUnsafeBufferPointer { interner.number($0) }, 0)
            var hashes: Set<Int> = [text.withUnsafeBufferPointer(TextInterner.hash(of:))]
            for k in 0..<n {
                var other = text
                other[k] = 0x61
                text.withUnsafeBufferPointer { a in
                    other.withUnsafeBufferPointer { b in
                        XCTAssertTrue(TextInterner.equal(a.baseAddress!, a.baseAddress!, n))
                        XCTAssertFalse(TextInterner.equal(a.baseAddress!, b.baseAddress!, n), "length \(n), byte \(k)")
                    }
                }
                XCTAssertEqual(other.withUnsafeBufferPointer { interner.number($0) }, UInt32(k + 1), "length \(n), byte \(k)")
                hashes.insert(other.withUnsafeBufferPointer(TextInterner.hash(of:)))
            }
            XCTAssertEqual(hashes.count, n + 1, "length \(n)")
            XCTAssertEqual(text.withUnsafeBufferPointer { interner.number($0) }, 0)
        }
    }
}

final class UnicodeEscapeTests: XCTestCase {
    func testDecoding() {
        XCTAssertEqual(UnicodeEscapes.decoded(#"AB\U0043D"#), "ABCD")
        // Two backslashes, as Objective-C source writes `\U` (real projects' genstrings -u tables).
        XCTAssertEqual(UnicodeEscapes.decoded(#"\\U0043"#), "C")
        XCTAssertEqual(UnicodeEscapes.decoded(#"Delete\\U2026 \\U201c%@\\U201d"#), "Delete… “%@”")
        XCTAssertEqual(UnicodeEscapes.decoded(#"\\\\U2026"#), #"\\…"#)
        XCTAssertEqual(UnicodeEscapes.decoded(#"\\n"#), #"\\n"#)
        XCTAssertEqual(UnicodeEscapes.decoded(#"\U0022"#), #"\""#)
        XCTAssertEqual(UnicodeEscapes.decoded(#"\U00e9t\U00E9"#), "été")
        XCTAssertEqual(UnicodeEscapes.decoded(#"\Uzz"#), #"\Uzz"#)
    }

    /// `-u` decoding `\U005C` gives an escaped backslash, so that the table stays valid.
    func testDecodedBackslashStaysEscaped() {
        XCTAssertEqual(UnicodeEscapes.decoded(#"C:\\U005Cdir"#), #"C:\\dir"#)
        XCTAssertEqual(UnicodeEscapes.decoded(#"\U005C"#), #"\\"#)
    }
}

final class PlaceholderCommentTests: XCTestCase {
    /// The recognizer's static copy of genstrings' placeholder comment is the writer's.
    func testRecognizerPlaceholderIsTheWritersPlaceholder() {
        XCTAssertEqual(CallRecognizer.placeholderComment.description, StringsWriter.noComment)
    }
}

final class StringsWriterTests: XCTestCase {
    /// `blockComment` (which looks for `*/` star by star) against `String`'s own search, on
    /// random texts of stars, slashes and other characters, a star or slash at either end too.
    func testBlockCommentAgreesWithReplacing() {
        var rng = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["*", "/", "a", " ", "é", "\n"]
        for length in 0..<40 {
            for _ in 0..<50 {
                let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
                XCTAssertEqual(StringsWriter.blockComment(text), text.replacingOccurrences(of: "*/", with: "* /"), text)
            }
        }
    }

    /// The shortcut for values with fewer than two `%` changes nothing: those values stay as
    /// they are, and values with two are still numbered.
    func testPositionalNumberingShortcut() {
        for value in ["", "%", "100%", "%@", "no specifier", "%%"] {
            XCTAssertEqual(FormatSpecifiers.numberedPositionally(value), value)
        }
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%@ of %d"), "%1$@ of %2$d")
        XCTAssertEqual(FormatSpecifiers.numberedPositionally("%@%"), "%1$@%2$")
    }
}

final class TableNameTests: XCTestCase {
    func testProblems() {
        XCTAssertNil(TableName.problem(with: "Localizable"))
        XCTAssertNil(TableName.problem(with: "Errors.nocache"))
        XCTAssertNotNil(TableName.problem(with: ""))
        XCTAssertNotNil(TableName.problem(with: "."))
        XCTAssertNotNil(TableName.problem(with: ".."))
        // Only `.` and `..` name folders: more dots, or dots and more, are file names.
        XCTAssertNil(TableName.problem(with: "..."))
        XCTAssertNil(TableName.problem(with: "..x"))
        XCTAssertNotNil(TableName.problem(with: "../x"))
        XCTAssertNotNil(TableName.problem(with: "a\\b"))
        XCTAssertNotNil(TableName.problem(with: "a\u{0}b"))
        XCTAssertNotNil(TableName.problem(with: "tab\there"))
        XCTAssertNotNil(TableName.problem(with: String(repeating: "x", count: 250)))
        // The longest name leaves room for the longest file written for it (see the test below).
        XCTAssertNil(TableName.problem(with: String(repeating: "x", count: 245)))
        XCTAssertNotNil(TableName.problem(with: String(repeating: "x", count: 246)))
        XCTAssertNotNil(TableName.problem(with: String(repeating: "é", count: 123)))
    }

    /// A table of the longest accepted name is written, as a table and as a catalog (whose
    /// name is the longest, and whose temporary file's name is cut to fit).
    func testLongestNameIsWritten() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = String(repeating: "t", count: 245)
        try "NSLocalizedStringFromTable(@\"k\", @\"\(name)\", @\"c\");\n".write(to: dir.appendingPathComponent("a.m"),
                                                                                   atomically: true, encoding: .utf8)
        XCTAssertEqual(runTool(["-o", ".", "a.m"], in: dir).err, "")
        XCTAssertEqual(runTool(["--xcstrings", "-o", ".", "a.m"], in: dir).err, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(),
                       ["a.m", "\(name).strings", "\(name).xcstrings"])
    }

    /// DEL (U+007F) is a control character, as those below U+0020 are.
    func testDeleteCharacterIsAProblem() {
        XCTAssertEqual(TableName.problem(with: "Bad\u{7f}Name"), "Table name \"Bad\\u{7f}Name\" contains a control character.")
    }
}

final class OptionsParserTests: XCTestCase {
    func testGenstringsSpellings() throws {
        let o = try OptionsParser.parse(["-a", "-q", "-u", "-s", "My", "-s", "Other", "-skipTable", "T", "-o", "out",
                                         "-noPositionalParameters", "-bigEndian", "-SwiftUI", "a.m", "b.swift"])
        XCTAssertTrue(o.append && o.quiet && o.decodeUnicodeEscapes && o.extraction.swiftUI)
        XCTAssertFalse(o.positionalParameters)
        XCTAssertEqual(o.extraction.routines, ["My", "Other"])
        XCTAssertEqual(o.skipTables, ["T"])
        XCTAssertEqual(o.outputDirectory, "out")
        XCTAssertEqual(o.outputEncoding, .utf16BigEndian)
        XCTAssertEqual(o.inputs, ["a.m", "b.swift"])
    }

    func testEncodings() throws {
        XCTAssertEqual(try OptionsParser.parse(["-macRoman", "a.m"]).sourceEncoding, .named("macintosh", .macOSRoman))
        XCTAssertEqual(try OptionsParser.parse(["-d", "a.m"]).sourceEncoding, .detect)
        XCTAssertEqual(try OptionsParser.parse(["-encoding", "ISO-8859-1", "a.m"]).sourceEncoding, .named("ISO-8859-1", .isoLatin1))
        XCTAssertThrowsError(try OptionsParser.parse(["-encoding", "klingon", "a.m"])) { error in
            XCTAssertEqual("\(error)", "unknown string encoding 'klingon'")
        }
        // Charsets Foundation has no constant for, named by CoreFoundation's numbers: the two
        // bytes C4 E3 in each.
        for (name, text) in [("GB2312", "\u{4F60}"), ("gbk", "\u{4F60}"), ("koi8-r", "\u{434}\u{426}"), ("ISO-8859-15", "\u{C4}\u{E3}"),
                             ("windows-1257", "\u{C4}\u{107}"), ("iso-8859-7", "\u{394}\u{3B3}")] {
            let encoding = try OptionsParser.parse(["-encoding", name, "a.m"]).sourceEncoding
            guard case .success(let decoded) = SourceReader.decode([0xC4, 0xE3], path: "a.m", encoding: encoding) else {
                XCTFail("\(name) did not decode")
                continue
            }
            XCTAssertEqual(String(decoding: decoded.bytes[decoded.start...], as: UTF8.self), text, name)
        }
        #if os(Linux)
        // swift-corelibs-foundation has no EUC-JP converter: refused at once, not file by file.
        XCTAssertThrowsError(try OptionsParser.parse(["-encoding", "EUC-JP", "a.m"])) { error in
            XCTAssertEqual("\(error)", "string encoding 'EUC-JP' is not available on this system")
        }
        #endif
        XCTAssertEqual(try OptionsParser.parse(["--output-encoding=utf8", "a.m"]).outputEncoding, .utf8)
        XCTAssertEqual(try OptionsParser.parse(["a.m"], environment: ["GENSTRINGS_OUTPUT_BYTE_ORDER": "bigEndian"]).outputEncoding, .utf16BigEndian)
    }

    func testUsageErrors() {
        XCTAssertThrowsError(try OptionsParser.parse([]))
        XCTAssertThrowsError(try OptionsParser.parse(["-o"]))
        XCTAssertThrowsError(try OptionsParser.parse(["-bigEndian", "-littleEndian", "a.m"]))
        XCTAssertThrowsError(try OptionsParser.parse(["--nope", "a.m"]))
        XCTAssertThrowsError(try OptionsParser.parse(["-s", "not an identifier", "a.m"]))
        XCTAssertThrowsError(try OptionsParser.parse(["--diagnostics", "json", "a.m"]))
    }

    /// Modes exclude each other whatever their order; an option's value is not the next
    /// option; empty values and `--xcstrings` with a mode it does not have are refused.
    func testConflictsAndMissingValues() {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try OptionsParser.parse(arguments)
                return nil
            } catch {
                return (error as? UsageError)?.message
            }
        }
        XCTAssertEqual(message(["--check", "--merge", "a.m"]), "--check and --merge cannot be combined")
        XCTAssertEqual(message(["--merge", "--check", "a.m"]), "--merge and --check cannot be combined")
        XCTAssertEqual(message(["--print", "--convert-to-strings", "a.m"]), "--print and --convert-to-strings cannot be combined")
        XCTAssertEqual(message(["--source-language", "-o", "out", "a.m"]), "option --source-language needs a value")
        XCTAssertEqual(message(["-o", "--check", "a.m"]), "option -o needs a value")
        XCTAssertEqual(message(["-o", "", "a.m"]), "the value of option -o must not be empty")
        XCTAssertEqual(message(["--source-language=", "a.m"]), "the value of option --source-language must not be empty")
        XCTAssertEqual(message(["--source-language", "en us", "a.m"]),
                       "--source-language takes a language code such as en or pt-BR, not 'en us'")
        XCTAssertEqual(message(["--xcstrings", "--merge", "a.m"]), "--xcstrings goes with the default mode or --check, not --merge")
        XCTAssertEqual(message(["--xcstrings", "-a", "a.m"]), "-a cannot be combined with --xcstrings")
        XCTAssertEqual(message(["-a", "--convert-to-strings", "x.xcstrings"]), "-a cannot be combined with --convert-to-strings")
        XCTAssertEqual(message(["--xcstrings", "-bigEndian", "a.m"]),
                       "--xcstrings writes catalogs, which are UTF-8 JSON: -bigEndian, -littleEndian and --output-encoding do not apply")
        XCTAssertEqual(message(["--source-language", "fr", "a.m"]), "--source-language goes with --xcstrings or --convert-to-xcstrings")
        // An option of one value given twice: the same value is fine, another is an error.
        XCTAssertEqual(message(["-o", "en.lproj", "a.m", "-o", "fr.lproj"]), "-o given twice with different values ('en.lproj' and 'fr.lproj')")
        XCTAssertEqual(try OptionsParser.parse(["-o", "out", "-o", "out", "a.m"]).outputDirectory, "out")
        XCTAssertEqual(try OptionsParser.parse(["-o", "out", "-o", "./out/", "a.m"]).outputDirectory, "./out/")
        XCTAssertEqual(message(["--output-encoding", "utf8", "--output-encoding=utf16le", "a.m"]),
                       "--output-encoding given twice with different values ('utf8' and 'utf16le')")
        XCTAssertEqual(try OptionsParser.parse(["--output-encoding", "utf8", "--output-encoding=UTF-8", "a.m"]).outputEncoding, .utf8)
        XCTAssertEqual(message(["--diagnostics", "xcode", "--diagnostics", "genstrings", "a.m"]),
                       "--diagnostics given twice with different values ('xcode' and 'genstrings')")
        XCTAssertEqual(message(["--xcstrings", "--source-language", "en", "--source-language", "fr", "a.m"]),
                       "--source-language given twice with different values ('en' and 'fr')")
        for code in ["en", "tlh", "pt-BR", "zh-Hans", "es-419"] {
            XCTAssertEqual(try OptionsParser.parse(["--xcstrings", "--source-language", code, "a.m"]).sourceLanguage, code)
        }
        XCTAssertEqual(message(["--xcstrings", "--source-language", "en_GB", "a.m"]),
                       "--source-language takes a language code such as en or pt-BR, not 'en_GB' (write en-GB)")
        for bad in ["klingon", "1", "e", "en-", "en-G"] {
            XCTAssertEqual(message(["--xcstrings", "--source-language", bad, "a.m"]),
                           "--source-language takes a language code such as en or pt-BR, not '\(bad)'", bad)
        }
        XCTAssertEqual(message(["--print", "--output-encoding", "utf8", "a.strings"]),
                       "--print writes no .strings table: -bigEndian, -littleEndian and --output-encoding do not apply")
        XCTAssertEqual(message(["-littleEndian", "--convert-to-xcstrings", "fr.lproj"]),
                       "--convert-to-xcstrings writes no .strings table: -bigEndian, -littleEndian and --output-encoding do not apply")
        XCTAssertEqual(try OptionsParser.parse(["--xcstrings", "a.m"], environment: ["GENSTRINGS_OUTPUT_BYTE_ORDER": "bigEndian"]).xcstrings, true)
        // Options that choose source files are refused by the modes that read none, rather than
        // ignored (a missing list went unnoticed).
        XCTAssertEqual(message(["--print", "--files-from", "l.txt"]), "--files-from lists source files; it cannot be combined with --print")
        XCTAssertEqual(message(["--convert-to-xcstrings", "fr.lproj", "--exclude", "x"]),
                       "--exclude leaves out source files; it cannot be combined with --convert-to-xcstrings")
        XCTAssertEqual(try OptionsParser.parse(["--check", "--check", "a.m"]).mode, .check)
        XCTAssertEqual(message(["-encoding", "utf-16", "-macRoman", "a.m"]), "-encoding utf-16 and -macRoman cannot be combined")
        XCTAssertEqual(message(["-d", "-encoding", "latin1", "a.m"]), "-d and -encoding latin1 cannot be combined")
        XCTAssertEqual(try OptionsParser.parse(["-encoding", "MACINTOSH", "-macRoman", "a.m"]).sourceEncoding, .macRoman)
        XCTAssertEqual(try OptionsParser.parse(["-d", "-d", "a.m"]).sourceEncoding, .detect)
        XCTAssertEqual(try OptionsParser.parse(["--files-from", "-", "-o", "./-out"]).filesFrom, ["-"])
        // A list's files are scanned where the list is named.
        XCTAssertEqual(try OptionsParser.parse(["a.m", "--files-from", "l1", "b.m", "--files-from=l2"]).filesFromPositions, [1, 2])
        XCTAssertEqual(try OptionsParser.parse(["--source-language", "pt-BR", "--xcstrings", "--check", "a.m"]).sourceLanguage, "pt-BR")
        // An option that takes no value is not silently given one: `--strict=false` is not `--strict`.
        XCTAssertEqual(message(["--strict=false", "a.m"]), "option --strict takes no value")
        XCTAssertEqual(message(["--exit-zero=", "a.m"]), "option --exit-zero takes no value")
        XCTAssertEqual(message(["--check=yes", "a.m"]), "option --check takes no value")
        XCTAssertEqual(message(["--swiftui=1", "a.m"]), "option --swiftui takes no value")
        // `--print=FILE` and the conversions' `=FOLDER` give their first input.
        XCTAssertEqual(try OptionsParser.parse(["--print=a.strings", "b.strings"]).inputs, ["a.strings", "b.strings"])
        XCTAssertEqual(try OptionsParser.parse(["--convert-to-xcstrings=en.lproj", "-o", "out"]).inputs, ["en.lproj"])
        XCTAssertEqual(message(["--print=", "a.strings"]), "the value of option --print must not be empty")
        // Every long option of the usage: one shown with a value (or inputs) takes `=value`, any other refuses it.
        let lines = OptionsParser.usage.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var checked = 0
        for line in lines where line.hasPrefix("-") {
            for spelling in line.components(separatedBy: "  ")[0].components(separatedBy: ", ") {
                let words = spelling.split(separator: " ")
                guard let name = words.first, name.hasPrefix("--") else { continue }
                checked += 1
                let error = message(["\(name)=x", "a.m"])
                if words.count > 1 {
                    XCTAssertNotEqual(error, "option \(name) takes no value", "\(name)")
                } else {
                    XCTAssertEqual(error, "option \(name) takes no value", "\(name)")
                }
            }
        }
        XCTAssertEqual(checked, 18)
    }

    /// An explicit `--output-encoding` wins over `GENSTRINGS_OUTPUT_BYTE_ORDER`.
    func testOutputEncodingOptionBeatsEnvironment() throws {
        let environment = ["GENSTRINGS_OUTPUT_BYTE_ORDER": "bigEndian"]
        XCTAssertEqual(try OptionsParser.parse(["--output-encoding", "utf8", "a.m"], environment: environment).outputEncoding, .utf8)
        XCTAssertEqual(try OptionsParser.parse(["--output-encoding", "utf16le", "a.m"], environment: environment).outputEncoding,
                       .utf16LittleEndian)
    }

    /// `GENSTRINGS_OUTPUT_BYTE_ORDER` end to end: `bigEndian` writes `FE FF` and big-endian
    /// text, `littleEndian` and `-littleEndian` write `FF FE`, and `-a` keeps the order of the
    /// file it appends to.
    func testEnvironmentByteOrderEndToEnd() throws {
        let dir = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("NSLocalizedString(@\"reef\", @\"Reef\");\n".utf8).write(to: dir.appendingPathComponent("Reef.m"))
        let table = dir.appendingPathComponent("Localizable.strings")
        let text = "/* Reef */\n\"reef\" = \"reef\";\n\n"
        let big = Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        let little = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        func run(_ options: [String], order: String) throws -> Data {
            let result = runTool(options + ["-o", dir.path, "Reef.m"], in: dir,
                                 environment: ["GENSTRINGS_OUTPUT_BYTE_ORDER": order])
            XCTAssertEqual(result.status, 0, result.err)
            return try Data(contentsOf: table)
        }
        XCTAssertEqual(try run([], order: "bigEndian"), big)
        XCTAssertEqual(try run([], order: "littleEndian"), little)
        XCTAssertEqual(try run(["-littleEndian"], order: "bigEndian"), little)
        // Appended to the little-endian table just written, in its order.
        XCTAssertEqual(try run(["-a"], order: "bigEndian"), little + text.data(using: .utf16LittleEndian)!)
    }

    func testKeepUnusedGoesWithMerge() {
        XCTAssertThrowsError(try OptionsParser.parse(["--keep-unused", "a.m"])) { error in
            XCTAssertEqual("\(error)", "--keep-unused goes with --merge")
        }
        XCTAssertThrowsError(try OptionsParser.parse(["--check", "--keep-unused", "a.m"]))
    }

    /// A routine name is an identifier: not one that starts with a digit.
    func testRoutineNameStartingWithADigitIsRefused() {
        XCTAssertThrowsError(try OptionsParser.parse(["-s", "9Tr", "a.m"])) { error in
            XCTAssertEqual("\(error)", "routine name '9Tr' is not an identifier")
        }
        XCTAssertNoThrow(try OptionsParser.parse(["-s", "Tr9", "a.m"]))
    }

    /// IANA names are often written with `_` (`ISO_8859-1`, `Shift_JIS`); `-encoding` takes them
    /// as the `-` spellings.
    func testEncodingNamesWithUnderscores() throws {
        XCTAssertEqual(try OptionsParser.parse(["-encoding", "ISO_8859-1", "a.m"]).sourceEncoding,
                       .named("ISO_8859-1", .isoLatin1))
        XCTAssertEqual(SourceEncoding.named("iso_latin_1"), .named("iso_latin_1", .isoLatin1))
    }
}

final class GlobTests: XCTestCase {
    func testPatterns() {
        XCTAssertTrue(Glob.matches("Pods/**", path: "Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("Pods/**", path: "app/Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("**/Generated/*", path: "src/Generated/Strings.swift"))
        XCTAssertFalse(Glob.matches("**/Generated/*", path: "src/Generator/Strings.swift"))
        XCTAssertTrue(Glob.matches("*.h", path: "src/a.h"))
        XCTAssertFalse(Glob.matches("*.h", path: "src/a.m"))
        XCTAssertTrue(Glob.matches("src/[ab].m", path: "src/b.m"))
        XCTAssertFalse(Glob.matches("/src/*.m", path: "app/src/a.m"))
    }

    /// A leading `/` anchors at the root of an absolute path, at the start of a relative one,
    /// and at the folder that was walked.
    func testAnchoredPatterns() {
        XCTAssertTrue(Glob.matches("/src/*.m", path: "src/a.m"))
        XCTAssertTrue(Glob.matches("/src/*.m", path: "./src/a.m"))
        XCTAssertTrue(Glob.matches("/work/app/src/*.m", path: "/work/app/src/a.m"))
        XCTAssertFalse(Glob.matches("/src/*.m", path: "/work/app/src/a.m"))
        XCTAssertTrue(Glob.matches("/src/*.m", path: "/work/app/src/a.m", walkedFolder: "/work/app/".utf8.count))
        XCTAssertTrue(Glob.matches("/Pods/**", path: "app/Pods/A/x.m", walkedFolder: "app/".utf8.count))
        XCTAssertFalse(Glob.matches("/Pods/**", path: "app/lib/Pods/A/x.m", walkedFolder: "app/".utf8.count))
        XCTAssertTrue(Glob.matches("/Pods/**", path: "./Pods/A/x.m", walkedFolder: "./".utf8.count))
    }

    /// A leading `./` (paths as `find .` prints them) anchors as `/` does, but an absolute path
    /// at the current folder.
    func testPatternsFromTheCurrentFolder() {
        XCTAssertTrue(Glob.matches("./Pods/A/x.m", path: "./Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "./Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("././Pods/**", path: "Pods/A/x.m"))
        XCTAssertFalse(Glob.matches("./Pods/**", path: "./app/Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "/work/app/Pods/A/x.m", currentFolder: "/work/app"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "/work/app/Pods/A/x.m", currentFolder: "/work/app/"))
        XCTAssertFalse(Glob.matches("./Pods/**", path: "/Pods/A/x.m", currentFolder: "/work/app"))
        XCTAssertFalse(Glob.matches("./Pods/**", path: "/work/app/lib/Pods/A/x.m", currentFolder: "/work/app"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "/work/app/Pods/A/x.m", walkedFolder: "/work/app/".utf8.count,
                                   currentFolder: "/elsewhere"))
    }

    /// A pattern that matches a folder stands for everything in it (`Pods` as `Pods/**`), as in
    /// .gitignore; with a glob, only a folder inside the folder walked; with a trailing `/`,
    /// only a folder.
    func testFolderNames() {
        XCTAssertTrue(Glob.matches("Pods", path: "Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("Pods", path: "app/Pods/x.m"))
        XCTAssertTrue(Glob.matches("Pods/", path: "./Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("Vendor/Lib", path: "Vendor/Lib/y.swift"))
        XCTAssertTrue(Glob.matches("/Pods", path: "Pods/x.m"))
        XCTAssertFalse(Glob.matches("/Pods", path: "app/Pods/x.m"))
        XCTAssertFalse(Glob.matches("Pods", path: "MyPods/x.m"))
        XCTAssertFalse(Glob.matches("x.m/", path: "src/x.m"))
        XCTAssertTrue(Glob.matches("x.m", path: "src/x.m"))
        let walkedDot = "./".utf8.count
        XCTAssertTrue(Glob.matches("Pod?", path: "./Pods/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("Pods*", path: "./app/Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertFalse(Glob.matches("Pods*", path: "./app/MyPods/A/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("App/*", path: "./App/Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("App/*/", path: "./App/Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("App/*", path: "App/x.m"))
        XCTAssertTrue(Glob.matches("**/Generated/*", path: "src/Generated/deeper/Strings.swift", walkedFolder: "src/".utf8.count))
        XCTAssertFalse(Glob.matches("*.h", path: "./src/a.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("/Pod?", path: "./Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertFalse(Glob.matches("/Pod?", path: "./app/Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches(".*", path: "./.build/x.m", walkedFolder: walkedDot))
        // A glob matches no folder above the walked one, nor any folder of a path named on the
        // command line: not the `..` of `../App/a.m`, not the checkout the input lies in.
        XCTAssertFalse(Glob.matches(".*", path: "../App/a.m"))
        XCTAssertFalse(Glob.matches(".*", path: "../App/a.m", walkedFolder: "../App/".utf8.count))
        XCTAssertFalse(Glob.matches("*Tests*", path: "/tmp/MyAppTests/a.m", walkedFolder: "/tmp/MyAppTests/".utf8.count))
        XCTAssertTrue(Glob.matches("*Tests*", path: "/tmp/MyAppTests/FooTests.m", walkedFolder: "/tmp/MyAppTests/".utf8.count))
        XCTAssertFalse(Glob.matches("Pod?", path: "Pods/x.m"))
        // Without a glob, a folder name still stands for the folder wherever it is.
        XCTAssertTrue(Glob.matches("Pods", path: "/work/Pods/x.m", walkedFolder: "/work/Pods/".utf8.count))
    }

    /// Many stars against a long name: the right answer (and in polynomial time; a plain
    /// backtracking matcher would not finish).
    func testManyStarsOnLongNames() {
        let path = "d/" + String(repeating: "a", count: 200) + ".m"
        XCTAssertFalse(Glob.matches(String(repeating: "*a", count: 12) + "*b", path: path))
        XCTAssertTrue(Glob.matches(String(repeating: "*a", count: 12) + "*.m", path: path))
        XCTAssertFalse(Glob.matches(String(repeating: "**a", count: 7) + "**b", path: path))
        XCTAssertTrue(Glob.matches("d/" + String(repeating: "a?", count: 100) + ".m", path: path))
        XCTAssertFalse(Glob.matches("d/" + String(repeating: "a?", count: 100) + "?.m", path: path))
    }

    /// `**/` also stands for no folder at all.
    func testDoubleStarSlashMatchesNoFolder() {
        XCTAssertTrue(Glob.matches("src/**/*.m", path: "src/Top.m"))
        XCTAssertTrue(Glob.matches("src/**/*.m", path: "src/sub/Deep.m"))
        XCTAssertTrue(Glob.matches("**/Top.m", path: "Top.m"))
    }
}

final class FolderWalkTests: XCTestCase {
    /// Names in byte order, depth first; hidden entries and other extensions skipped; a link
    /// to a source file followed, a link to a folder (here a cycle) not; a source file's link
    /// that leads nowhere kept, so that reading it reports it.
    func testOrderHiddenEntriesAndLinks() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        func file(_ path: String) throws {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        for path in ["src/b.m", "src/B.swift", "src/a/z.h", "src/a/notes.txt", "src/.hidden/h.m", "src/.x.m",
                     "src/Z/é.java", "src/Z/e.c", "other/target.mm"] {
            try file(path)
        }
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("src/link.mm").path,
                                  withDestinationPath: root.appendingPathComponent("other/target.mm").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("src/loop").path,
                                  withDestinationPath: root.appendingPathComponent("src").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("src/gone.m").path,
                                  withDestinationPath: root.appendingPathComponent("missing.m").path)
        let folder = root.appendingPathComponent("src").path
        let list = InputFiles.expand([folder], filesFrom: [], excludes: [])
        XCTAssertEqual(list.problems, [])
        XCTAssertEqual(list.files.map { String($0.dropFirst(folder.count + 1)) },
                       ["B.swift", "Z/e.c", "Z/é.java", "a/z.h", "b.m", "gone.m", "link.mm"])
        // A trailing slash is not doubled.
        XCTAssertEqual(InputFiles.expand([folder + "/"], filesFrom: [], excludes: []).files.first, folder + "/B.swift")
    }

    /// Paths as `git ls-files` quotes them (`core.quotePath`, the default) are read as the
    /// names they stand for, unless a file has the name as written.
    func testGitQuotedPaths() {
        XCTAssertEqual(InputFiles.gitUnquoted(#""Caf\303\251.swift""#), "Caf\u{E9}.swift")
        XCTAssertEqual(InputFiles.gitUnquoted(#""a\"b\\c\t.m""#), "a\"b\\c\t.m")
        XCTAssertEqual(InputFiles.gitUnquoted("plain.m"), "plain.m")
        XCTAssertEqual(InputFiles.gitUnquoted(#""x\q.m""#), #""x\q.m""#)  // not git's escape: as written
        XCTAssertEqual(InputFiles.gitUnquoted(#""a"b.m""#), #""a"b.m""#)
        XCTAssertEqual(InputFiles.gitUnquoted(#""\377.m""#), #""\377.m""#)  // not UTF-8: as written
    }

    /// A link to a folder is walked (skipped, its sources' keys would look unused to `--merge`),
    /// each folder once: a link back to a folder being walked, or to one walked already, adds
    /// nothing.
    func testLinkedFoldersAreWalkedOnce() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for path in ["app/Sources/A.swift", "app/Shared/S.swift"] {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        for (name, target) in [("Sources/Shared", "app/Shared"), ("Sources/Up", "app"), ("Sources/Again", "app/Shared")] {
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("app/" + name).path,
                                      withDestinationPath: root.appendingPathComponent(target).path)
        }
        let folder = root.appendingPathComponent("app/Sources").path
        let list = InputFiles.expand([folder], filesFrom: [], excludes: [])
        XCTAssertEqual(list.problems, [])
        // Linked folders come after the real ones, in order: `Again` walks the shared folder;
        // `Shared` leads to it again; `Up` leads to `app`, whose `Shared` and `Sources` were walked.
        XCTAssertEqual(list.files.map { String($0.dropFirst(folder.count + 1)) }, ["A.swift", "Again/S.swift"])
        // A folder reached both ways keeps the name of its real place.
        try fm.createDirectory(at: root.appendingPathComponent("app/Sources/Versions/A"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("app/Sources/Versions/A/H.h"))
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("app/Sources/Headers").path,
                                  withDestinationPath: root.appendingPathComponent("app/Sources/Versions/A").path)
        XCTAssertEqual(InputFiles.expand([folder], filesFrom: [], excludes: []).files.map { String($0.dropFirst(folder.count + 1)) },
                       ["A.swift", "Versions/A/H.h", "Again/S.swift"])
    }

    /// Links with a source file's extension: excluded by `--exclude` like files, whether they
    /// lead to a file or nowhere; one that leads to a folder (`Folder.m`) is not a source file.
    func testLinksAreExcludedAndFolderLinksSkipped() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("elsewhere/inner.m"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("elsewhere/real.m"))
        for (name, target) in [("kept.m", "elsewhere/real.m"), ("skipped.m", "elsewhere/real.m"),
                               ("skippedGone.m", "elsewhere/none.m"), ("Folder.m", "elsewhere/inner.m")] {
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("src/" + name).path,
                                      withDestinationPath: root.appendingPathComponent(target).path)
        }
        let folder = root.appendingPathComponent("src").path
        let list = InputFiles.expand([folder], filesFrom: [], excludes: ["skipped*.m"])
        XCTAssertEqual(list.problems, [])
        XCTAssertEqual(list.files.map { String($0.dropFirst(folder.count + 1)) }, ["kept.m"])
    }

    /// A source file or folder whose name is not UTF-8 is reported, not taken for missing
    /// (its name with the bad bytes replaced names no file) nor skipped; other files are not.
    func testNamesThatAreNotUTF8() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        func create(_ name: [UInt8], folder: Bool) {
            let path = Array(root.path.utf8) + [UInt8(ascii: "/")] + name + [0]
            path.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) {
                    if folder { mkdir($0.baseAddress!, 0o755) } else { close(open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)) }
                }
            }
        }
        create(Array("caf".utf8) + [0xE9] + Array(".m".utf8), folder: false)
        create(Array("notes".utf8) + [0xFF] + Array(".txt".utf8), folder: false)
        create(Array("d".utf8) + [0xC3, 0x28], folder: true)
        create(Array("ok.m".utf8), folder: false)
        let list = InputFiles.expand([root.path], filesFrom: [], excludes: [])
        XCTAssertEqual(list.files, [root.path + "/ok.m"])
        XCTAssertEqual(Set(list.problems.map(\.message)),
                       ["failed to read input file \(root.path)/caf\\xE9.m: its name is not valid UTF-8",
                        "cannot read folder \(root.path)/d\\xC3(: its name is not valid UTF-8"])
    }

    /// A folder that cannot be read is reported, not skipped (not testable as root, who reads
    /// every folder).
    func testUnreadableFolderIsReported() throws {
        try XCTSkipIf(getuid() == 0, "root reads every folder")
        let root = try Paths.temporaryFolder()
        let closed = root.appendingPathComponent("closed")
        try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: false)
        chmod(closed.path, 0)
        defer {
            chmod(closed.path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        let list = InputFiles.expand([root.path], filesFrom: [], excludes: [])
        XCTAssertEqual(list.files, [])
        XCTAssertEqual(list.problems.map(\.message), ["cannot read folder \(closed.path): Permission denied"])
    }

    /// File lists are read like sources: from a pipe too, with the reason when they cannot be.
    func testFileListsFromPipesAndTheirProblems() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("list.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let listed = [root.appendingPathComponent("a.m").path, root.appendingPathComponent("sub/b.m").path]
        for path in listed { try Data().write(to: URL(fileURLWithPath: path)) }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data((listed.joined(separator: "\n") + "\n").utf8))
            handle?.closeFile()
        }
        writer.start()
        XCTAssertEqual(InputFiles.expand([], filesFrom: [fifo], excludes: []).files, listed)
        let invalid = root.appendingPathComponent("latin1.txt")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6D, 0x0A]).write(to: invalid)
        let missing = root.appendingPathComponent("missing.txt").path
        let list = InputFiles.expand([], filesFrom: [invalid.path, missing], excludes: [])
        XCTAssertEqual(list.files, [])
        XCTAssertEqual(list.problems.map(\.message), ["file list \(invalid.path) is not UTF-8 text (invalid byte on line 1)",
                                                 "failed to read file list \(missing): No such file or directory"])
        XCTAssertEqual(InputFiles.expand([], filesFrom: ["-"], excludes: [], readStandardInput: { .success([]) }).files, [])
        // A list with a byte order mark, as Windows editors write it: the mark is no part of a path.
        XCTAssertEqual(InputFiles.expand([], filesFrom: ["-"], excludes: [],
                                         readStandardInput: { .success([0xEF, 0xBB, 0xBF] + Array(listed[0].utf8) + [0x0A]) }).files,
                       [listed[0]])
    }

    /// A list with a NUL byte is not a list of paths: an error with its line, and nothing of it
    /// is taken (a path cut at the NUL would name another file). `/dev/zero` ends.
    func testFileListWithNULByte() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let a = root.appendingPathComponent("a.m").path
        try Data().write(to: URL(fileURLWithPath: a))
        let listFile = root.appendingPathComponent("list.txt")
        try Data((a + "\n" + a + "\0b.m\n").utf8).write(to: listFile)
        let list = InputFiles.expand([], filesFrom: [listFile.path], excludes: [])
        XCTAssertEqual(list.files, [])
        XCTAssertEqual(list.problems.map(\.message), ["file list \(listFile.path) is not text (NUL byte on line 2)"])
        XCTAssertEqual(list.problems.first?.line, 2)
        let zero = InputFiles.expand([], filesFrom: ["/dev/zero"], excludes: [])
        XCTAssertEqual(zero.problems.map(\.message), ["file list /dev/zero is not text (NUL byte on line 1)"])
        let stdin = InputFiles.expand([], filesFrom: ["-"], excludes: [], readStandardInput: { .success([0x61, 0x0A, 0x00]) })
        XCTAssertEqual(stdin.problems.map(\.message), ["file list - is not text (NUL byte on line 2)"])
    }
}

final class UTF8ValidationTests: XCTestCase {
    /// The check says whether the bytes hold a CR, wherever it is: in a block of 128 bytes, of
    /// 16, in the last bytes, after a non-ASCII character, or only in a file that is not valid.
    func testSawCR() {
        func sawCR(_ bytes: [UInt8]) -> (UTF8Validation.Outcome, Bool) {
            var saw = false
            let outcome = bytes.withUnsafeBufferPointer { UTF8Validation.check($0, from: 0, sawCR: &saw) }
            return (outcome, saw)
        }
        let text = [UInt8](repeating: UInt8(ascii: "x"), count: 300)
        XCTAssertTrue(sawCR(text) == (.valid, false))
        for at in [0, 5, 127, 128, 200, 290, 299] {
            var bytes = text
            bytes[at] = 0x0D
            XCTAssertTrue(sawCR(bytes) == (.valid, true), "CR at \(at)")
            bytes[at &- 1 < 0 ? 1 : at - 1] = 0xC3  // é's first byte, then CR: not valid
            XCTAssertEqual(sawCR(bytes).0, .invalid(at == 0 ? 1 : at - 1), "CR at \(at)")
        }
        XCTAssertTrue(sawCR(Array("caf\u{E9}\u{2026}\r\n".utf8) + text) == (.valid, true))
        XCTAssertTrue(sawCR(Array("caf\u{E9}\u{2026}\n".utf8) + text) == (.valid, false))
    }

    /// The outcome a byte-by-byte validator gives: the first NUL or invalid sequence.
    private func reference(_ bytes: [UInt8], from start: Int) -> UTF8Validation.Outcome {
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            if c == 0 { return .nul(i) }
            if c < 0x80 { i += 1; continue }
            let length = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                  String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil else { return .invalid(i) }
            i += length
        }
        return .valid
    }

    /// Long ASCII runs (crossing the 16- and 64-byte blocks) with NULs, multi-byte characters,
    /// stray continuation bytes, overlong forms, surrogates and cut sequences at random places.
    func testMatchesByteByByteValidation() {
        let pieces: [[UInt8]] = [[0x00], Array("é".utf8), Array("“".utf8), Array("😀".utf8), [0x80], [0xC0, 0xAF],
                                 [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x80], [0xFF], [0x7F], [0x01]]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3000 {
            var bytes = [UInt8](repeating: 0x61, count: Int.random(in: 0...300, using: &generator))
            for _ in 0..<(round % 4) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.replaceSubrange(at..<at, with: pieces.randomElement(using: &generator)!)
            }
            let start = bytes.isEmpty ? 0 : Int.random(in: 0...min(3, bytes.count), using: &generator)
            XCTAssertEqual(UTF8Validation.check(bytes, from: start), reference(bytes, from: start), "\(bytes)")
        }
    }

    /// Overlong three- and four-byte forms are invalid, like the two-byte `C0 AF`: a source file
    /// holding one is refused rather than read with U+FFFD.
    func testOverlongThreeAndFourByteFormsAreInvalid() {
        let a = Array("a".utf8)
        XCTAssertEqual(UTF8Validation.check(a + [0xE0, 0x81, 0x81] + a, from: 0), .invalid(1))  // "A" in 3 bytes
        XCTAssertEqual(UTF8Validation.check(a + [0xE0, 0x9F, 0xBF] + a, from: 0), .invalid(1))  // U+07FF in 3 bytes
        XCTAssertEqual(UTF8Validation.check(a + [0xF0, 0x8F, 0xBF, 0xBF] + a, from: 0), .invalid(1))  // U+FFFF in 4 bytes
        XCTAssertEqual(UTF8Validation.check(a + [0xE0, 0xA0, 0x80] + a, from: 0), .valid)  // U+0800, the smallest 3-byte form
        XCTAssertEqual(UTF8Validation.check(a + [0xF0, 0x90, 0x80, 0x80] + a, from: 0), .valid)  // U+10000
    }
}

final class ThreadPoolTests: XCTestCase {
    /// Every job given to `async` runs exactly once, however many are given at once.
    func testEachAsyncJobOnce() {
        for jobs in [0, 1, 5, 37, 200] {
            let lock = NSLock()
            var seen = [Int](repeating: 0, count: jobs)
            let done = DispatchGroup()
            for i in 0..<jobs {
                done.enter()
                ThreadPool.shared.async {
                    lock.lock()
                    seen[i] += 1
                    lock.unlock()
                    done.leave()
                }
            }
            done.wait()
            XCTAssertEqual(seen, [Int](repeating: 1, count: jobs), "\(jobs)")
        }
    }

    /// `perform` runs each index once and returns when all have; parallel work inside a job,
    /// and jobs that wait for each other, do not wait for a thread (the pool grows).
    func testPerformRunsEachIndexOnceAndNests() {
        for iterations in [0, 1, 2, 3, 50] {
            let lock = NSLock()
            var seen = [Int](repeating: 0, count: iterations)
            ThreadPool.shared.perform(iterations: iterations) { i in
                ThreadPool.shared.perform(iterations: 3) { _ in
                    lock.lock()
                    seen[i] += 1
                    lock.unlock()
                }
            }
            XCTAssertEqual(seen, [Int](repeating: 3, count: iterations), "\(iterations)")
        }
        // Many short runs in a row, each handing work to a pool thread and waiting for it.
        var total = 0
        let lock = NSLock()
        for _ in 0..<2000 {
            ThreadPool.shared.perform(iterations: 2) { _ in
                lock.lock()
                total += 1
                lock.unlock()
            }
        }
        XCTAssertEqual(total, 4000)
        // Eight jobs that can only end together: each waits until all have begun.
        let arrived = NSCondition()
        var count = 0
        let waiting = DispatchGroup()
        for _ in 0..<8 {
            waiting.enter()
            ThreadPool.shared.async {
                arrived.lock()
                count += 1
                arrived.broadcast()
                while count < 8 { arrived.wait() }
                arrived.unlock()
                waiting.leave()
            }
        }
        XCTAssertEqual(waiting.wait(timeout: .now() + 30), .success, "jobs waiting for each other were left without threads")
    }
}

final class ThreadStartTests: XCTestCase {
    /// A started thread runs its body once, and may then run on every core the process may
    /// (it begins on one core of them, which it must not stay held to).
    func testStartedThreadRunsOnceOnAnyCore() {
        let cores = ThreadStart.callingThreadCores()
        let lock = NSLock()
        var runs: [[Int]] = []
        let done = DispatchGroup()
        for _ in 0..<4 {
            done.enter()
            ThreadStart.start {
                let seen = ThreadStart.callingThreadCores()
                lock.lock()
                runs.append(seen)
                lock.unlock()
                done.leave()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(runs, [[Int]](repeating: cores, count: 4))
    }
}

final class FileFeedTests: XCTestCase {
    /// Each file added is taken once, with its index; a taker gets files in the order added; a
    /// taker that stopped looking and sleeps gets the next file added; every taker ends (nil)
    /// once the feed is closed and empty.
    func testFilesTakenOnceInOrderThenNil() {
        let feed = FileFeed()
        let lock = NSLock()
        var taken: [[(index: Int, path: String)]] = []
        let done = DispatchGroup()
        for _ in 0..<3 {
            done.enter()
            ThreadPool.shared.async {
                var mine: [(index: Int, path: String)] = []
                while let file = feed.next() { mine.append(file) }
                lock.lock()
                taken.append(mine)
                lock.unlock()
                done.leave()
            }
        }
        for i in 0..<300 {
            if i == 150 { usleep(UInt32(3 * FileFeed.lookingTime / 1000)) }
            feed.add("file\(i)")
        }
        feed.close()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "takers left waiting after close")
        XCTAssertEqual(taken.count, 3)
        for mine in taken {
            XCTAssertEqual(mine.map(\.index), mine.map(\.index).sorted())
            XCTAssertTrue(mine.allSatisfy { $0.path == "file\($0.index)" })
        }
        XCTAssertEqual(taken.joined().map(\.index).sorted(), Array(0..<300))
        XCTAssertEqual(feed.added.count, 300)
        XCTAssertNil(feed.next())
    }
}

final class HandOffTests: XCTestCase {
    /// Every item put is taken once, by one of several takers, and each taker ends (nil)
    /// once the queue is closed and empty; a single taker gets them in the order put.
    func testItemsTakenOnceThenNil() {
        for takers in [1, 3, 8] {
            let queue = HandOff<Int>()
            let lock = NSLock()
            var taken: [Int] = []
            let done = DispatchGroup()
            for _ in 0..<takers {
                done.enter()
                ThreadPool.shared.async {
                    while let item = queue.take() {
                        lock.lock()
                        taken.append(item)
                        lock.unlock()
                    }
                    done.leave()
                }
            }
            for i in 0..<500 { queue.put(i) }
            queue.close()
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "takers left waiting after close")
            XCTAssertEqual(takers == 1 ? taken : taken.sorted(), Array(0..<500), "\(takers) takers")
        }
        let empty = HandOff<Int>()
        empty.close()
        XCTAssertNil(empty.take())
    }

    /// An item put `first` is taken next, before those put earlier, whether or not some were
    /// taken already.
    func testItemPutFirstIsTakenNext() {
        let queue = HandOff<Int>()
        queue.put(1, first: true)
        queue.put(2)
        queue.put(3)
        queue.put(4, first: true)
        XCTAssertEqual(queue.take(), 4)
        XCTAssertEqual(queue.take(), 1)
        queue.put(5, first: true)
        queue.put(6)
        queue.close()
        var rest: [Int] = []
        while let item = queue.take() { rest.append(item) }
        XCTAssertEqual(rest, [5, 2, 3, 6])
    }
}

final class DictionaryOrderTests: XCTestCase {
    /// Values from the model that reproduced real genstrings tables (CFString hash, 64 bits).
    func testHashMatchesCoreFoundation() {
        XCTAssertEqual(String(DictionaryOrder.hash("Tables"), radix: 16), "1c060a0d6c09a1")
        XCTAssertEqual(String(DictionaryOrder.hash("tables"), radix: 16), "244efb9ed4b1c1")
        XCTAssertEqual(String(DictionaryOrder.hash(String(repeating: "x", count: 120)), radix: 16), "9446310b3906ad78")
        XCTAssertEqual(String(DictionaryOrder.hash("é日本"), radix: 16), "272efde5")
        // Over 96 units, the first, middle and last 32 are hashed; a text that is not one
        // letter repeated shows which units the middle part takes (units 44 to 75 of 121).
        let long = String((0..<121).map { Character(Unicode.Scalar(UInt8(0x41 + $0 * 7 % 26))) })
        XCTAssertEqual(String(DictionaryOrder.hash(long), radix: 16), "d657ff47c6a68977")
    }

    /// An ASCII text is hashed from its bytes in place: the same as from its UTF-16 units, at
    /// every length (up to 96 units all are hashed, beyond that three parts).
    func testASCIIHashIsTheUTF16Hash() {
        for n in 0...200 {
            let text = String((0..<n).map { Character(Unicode.Scalar(UInt8(0x20 + ($0 * 37 + n) % 95))) })
            XCTAssertEqual(DictionaryOrder.hash(text), DictionaryOrder.hash(utf16: Array(text.utf16)), "length \(n)")
        }
        XCTAssertEqual(DictionaryOrder.hash("Tables"), DictionaryOrder.hash(utf16: Array("Tables".utf16)))
        XCTAssertNotEqual(DictionaryOrder.hash("Tables"), DictionaryOrder.hash("Tablés"))
    }

    func testBucketOrderAfterGrowth() {
        let keys = ["Tables", "tables", "TABLES", "Seeding Complete", "Seeding complete", "Menu Bar Icons", "menu bar icons"]
            + (0..<300).map { "key\($0)" } + [String(repeating: "x", count: 120), "é日本"]
        let positions = DictionaryOrder.positions(ofKeysInsertedInOrder: keys)
        let order = keys.indices.sorted { positions[$0] < positions[$1] }
        XCTAssertEqual(Array(order.prefix(12)), [299, 258, 217, 171, 130, 104, 12, 197, 82, 36, 13, 60])
    }

    func testCaseOnlyTiesFollowBucketOrder() {
        let keys = ["Seeding Complete", "Tables", "Menu Bar Icons", "tables", "Seeding complete", "TABLES",
                    "menu bar icons", "Apple", "apple", "APPLE"]
        XCTAssertEqual(KeyOrder.tableOrder(keys).map { keys[$0] },
                       ["APPLE", "apple", "Apple", "Menu Bar Icons", "menu bar icons", "Seeding complete",
                        "Seeding Complete", "TABLES", "Tables", "tables"])
    }
}

final class ValueTypesTests: XCTestCase {
    /// The specifier of each type SwiftUI's `LocalizedStringKey` formats, with a `?` for an
    /// optional of it, and none for others.
    func testSpecifierOfType() {
        func specifier(_ type: String) -> String { String(decoding: ValueTypes.specifier(ofType: Array(type.utf8)), as: UTF8.self) }
        let expected = ["Int": "%lld", "Int64": "%lld", "Swift.Int": "%lld", "Int8": "%d", "Int16": "%d", "Int32": "%d",
                        "UInt": "%llu", "UInt64": "%llu", "UInt8": "%u", "UInt16": "%u", "UInt32": "%u",
                        "Double": "%lf", "CGFloat": "%lf", "Float": "%f", "String": "%@",
                        "Int?": "%lld?", "Double??": "%lf??", "Date?": "", "Int!": "", "Date": "", "Bool": "", "Decimal": ""]
        for (type, want) in expected { XCTAssertEqual(specifier(type), want, type) }
    }

    /// A declaration's type, written or given by its value; what follows the value must start
    /// another statement.
    func testSpecifierOfDeclaration() {
        func specifier(_ text: String) -> String {
            // `text` follows a declared name: the lexer starts after `x`.
            let bytes = Array(("x" + text).utf8)
            return bytes.withUnsafeBufferPointer { b in
                let lexer = Lexer(base: b.baseAddress!, count: b.count, language: .swift, pos: 1)
                return String(decoding: ValueTypes.specifier(ofDeclarationAt: lexer), as: UTF8.self)
            }
        }
        let expected = [": Int\n": "%lld", ": Int = 3": "%lld", ": Swift.Double {": "%lf", ": Int?": "%lld?", ": Int!": "",
                        ": Binding<Int>": "", ": [Int]": "[]", ": Set<Int>": "[]", ": [String: Int]?": "[]",
                        ": Float\nvar next: Int": "%f",
                        " = 0\n": "%lld", " = -2;": "%lld", " = 0.5 }": "%lf", " = 1e3": "%lf", " = 0xFF": "%lld",
                        " = 0x1p4": "%lf", " = 5 { didSet { save() } }": "%lld", " = \"a\"": "%@", " = items.count\n": "%lld", " = a.b.count": "%lld",
                        " = 0 + 1": "", " = total": "", " = count": "%lld", " = items.count.description": "", " = f()": "",
                        " = a?.items.count\n": "%lld?", " = a!.count\n": "%lld", " = pair.1.count": "%lld",
                        // (Calls and subscripts are not followed in declarations.)
                        " = f().count": "", " = rows[0].count": ""]
        for (text, want) in expected { XCTAssertEqual(specifier(text), want, text) }
    }

    /// The names a file declares in blocks, each usable from its declaration (or its block's
    /// start) to its block's end (a `guard let`'s from its `else` block's end): at each `@` of
    /// the source, the innermost one of `x` (a specifier, `= expression`, `? optional` for a
    /// name unwrapping one, or `case name count index` for a value of an enum case, up to the
    /// next `case`).
    func testLocalNames() {
        let source = """
        struct S {
            var x: Int
            func f(x: Double) {
                /*@*/
                let x = "a"
                /*@*/
                items.map { x in /*@*/ }
                for x in items { /*@*/ }
                if let x = y { /*@*/ }
                /*@*/
                guard let x else { /*@*/ return }
                /*@*/
                if let x, let z = x.w { /*@*/ }
                while var x = try? next() { /*@*/ }
            }
            func g() { /*@*/ }
            func h(_ p: Int) { let x: Int8 = 1; { (x: UInt) in /*@*/ }; /*@*/ }
            func k(p: P) {
                switch p {
                case .a(let x, _): /*@*/ break
                case let E.b(_, x), .d(x, 0): /*@*/ break
                default: /*@*/ break
                }
                if case .c(label: let x) = p { /*@*/ }
            }
        }
        protocol P { func r(x: Float) }
        var y = 0 { didSet { /*@*/ } }
        """
        let bytes = Array(source.utf8)
        let found = bytes.withUnsafeBufferPointer { KeyParameters.localNames(in: $0.baseAddress!, count: $0.count) }
        let places = bytes.indices.filter { bytes[$0] == UInt8(ascii: "@") }  // (in `/*@*/`)
        let specifiers = places.map { p -> String in
            switch found.value(of: Array("x".utf8), at: p) {
            case .specifier(let specifier)?: return String(decoding: specifier, as: UTF8.self)
            case .expression(let range)?: return "= " + String(decoding: bytes[range], as: UTF8.self)
            case .unwrapped(let range)?: return "? " + String(decoding: bytes[range], as: UTF8.self)
            case .caseValue(let name, let count, let index)?: return "case \(String(decoding: name, as: UTF8.self)) \(count) \(index)"
            case nil: return "none"
            }
        }
        XCTAssertEqual(specifiers, ["%lf", "%@", "", "", "? y", "%@", "%@", "? x", "? x", "? try? next()",
                                    "none", "%llu", "%d", "case a 2 0", "case d 2 0", "none", "case c 1 0", "none"])
    }
}
