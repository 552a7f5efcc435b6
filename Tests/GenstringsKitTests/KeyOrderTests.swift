import XCTest
@testable import GenstringsKit

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
        for v in 0..<0x20000 {
            guard let scalar = Unicode.Scalar(v), KeyOrder.isOwnDecomposition(scalar) else { continue }
            let text = String(Character(scalar))
            XCTAssertEqual(Array(text.decomposedStringWithCanonicalMapping.unicodeScalars), [scalar], "U+\(String(v, radix: 16))")
            XCTAssertEqual(scalar.properties.canonicalCombiningClass, .notReordered, "U+\(String(v, radix: 16))")
            checked += 1
        }
        let kana = (0x3040...0x30FF).filter { KeyOrder.Kana.isOwnDecomposition(Unicode.Scalar(UInt32($0))!) }.count
        XCTAssertEqual(kana, 0xC0 - 27 - 31 - 2)  // 27 hiragana and 31 katakana decompose; the two marks
        XCTAssertEqual(checked, 0x80 + 0x20                            // ASCII, Latin-1 punctuation
                                + 0x18 + 0x2F + 10 + 0x50 - 3          // punctuation, arrows, letterlike
                                + 0x2C0 + 0x2A + 0x10 + kana + 0x100   // symbols, CJK punctuation, kana, Hangul letters
                                + 0x19C0 + 0x5200                      // CJK ideographs
                                + 0x20 + 0x1A + 0xB5 + 0x800)          // half- and full-width forms, emoji
        XCTAssertFalse(KeyOrder.isOwnDecomposition("\u{2000}"))  // decomposes to U+2002
        XCTAssertFalse(KeyOrder.isOwnDecomposition("é"))
        XCTAssertFalse(KeyOrder.isOwnDecomposition("\u{2126}"))  // Ω, the ohm sign, decomposes to Ω
        XCTAssertFalse(KeyOrder.isOwnDecomposition("\u{302A}"))  // a tone mark, reordered
    }

    /// The scalars appended without `fold` are their own folding, as Swift's case properties
    /// and Foundation's folding both say, and their own decomposition.
    func testCaselessScalars() {
        var checked = 0
        for v in 0..<0x20000 {
            guard let scalar = Unicode.Scalar(v), KeyOrder.isCaseless(scalar) else { continue }
            let properties = scalar.properties
            XCTAssertFalse(properties.changesWhenCaseFolded || properties.changesWhenLowercased, "U+\(String(v, radix: 16))")
            XCTAssertEqual(KeyOrder.fold(scalar), String(Character(scalar)), "U+\(String(v, radix: 16))")
            XCTAssertTrue(KeyOrder.isOwnDecomposition(scalar), "U+\(String(v, radix: 16))")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 30_000)
        XCTAssertFalse(KeyOrder.isCaseless("\u{2132}"))   // Ⅎ folds to ⅎ
        XCTAssertFalse(KeyOrder.isCaseless("\u{FF21}"))   // Ａ folds to ａ
        XCTAssertTrue(KeyOrder.isCaseless("\u{FF41}"))
    }

    func testKanaDecompositions() {
        var decomposed = 0
        for v in UInt32(0x3040)...0x30FF {
            let scalar = Unicode.Scalar(v)!
            let foundation = Array(String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars)
            if let (base, mark) = KeyOrder.Kana.decomposition(scalar) {
                XCTAssertEqual([base, mark], foundation, "U+\(String(v, radix: 16))")
                XCTAssertTrue(KeyOrder.Kana.isOwnDecomposition(base))
                decomposed += 1
            } else {
                XCTAssertEqual([scalar], foundation, "U+\(String(v, radix: 16))")
            }
        }
        XCTAssertEqual(decomposed, 27 + 31)
        XCTAssertNil(KeyOrder.Kana.decomposition("\u{3099}"))
        XCTAssertFalse(KeyOrder.Kana.isOwnDecomposition("\u{3099}"))  // the voiced sound mark: combining
    }

    func testHangulDecompositions() {
        for v in UInt32(0xAC00)...0xD7A3 {
            let scalar = Unicode.Scalar(v)!
            guard let (leading, vowel, trailing) = KeyOrder.Hangul.decomposition(scalar) else {
                XCTFail("U+\(String(v, radix: 16))")
                continue
            }
            let foundation = Array(String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars)
            XCTAssertEqual([leading, vowel] + (trailing.map { [$0] } ?? []), foundation, "U+\(String(v, radix: 16))")
        }
        XCTAssertNil(KeyOrder.Hangul.decomposition("\u{ABFF}"))
        XCTAssertNil(KeyOrder.Hangul.decomposition("\u{D7A4}"))
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
    /// The key order of `keys` with every key decomposed whole by Foundation.
    private static func reference(_ keys: [String]) -> [Int] {
        let u = keys.map { text in
            (exact: Array(text.utf16),
             folded: text.decomposedStringWithCanonicalMapping.unicodeScalars.flatMap { KeyOrder.fold($0).utf16.map(KeyOrder.inCodePointOrder) })
        }
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

    func testTableOrderMatchesFoundationDecomposition() {
        let reference = Self.reference
        let pieces = ["a", "b", "B", "z", "Z", "0", "9", " ", "_", "-", ".", "%@", "\\n", "\\\"", "é", "e\u{301}", "E\u{301}",
                      "É", "Å", "A\u{30A}", "ß", "İ", "\u{A0}", "“", "”", "…", "\u{2000}", "\u{2002}", "‰", "•", "😀", "ﬁ", "Ω", "Ω",
                      "\u{323}", "e\u{323}\u{301}", "\u{345}", "Ā", "ǖ",
                      "中", "文", "\u{3400}", "か", "が", "ぱ", "ゔ", "ヷ", "ガ", "\u{3099}", "\u{309A}", "한", "가", "각", "\u{1100}",
                      "™", "\u{2126}", "\u{212A}", "\u{212B}", "\u{2132}", "Ａ", "ａ", "，", "。", "「", "\u{302A}", "←", "✓", "👍",
                      "\u{1F3FD}", "Ⓐ", "й", "Ё", "Привет", "ПРИВЕТ", "ё", "ά", "Ά", "\u{390}", "\u{1FF7}", "\u{385}", "ệ", "Ệ",
                      "\u{1C5}", "\u{149}", "ς", "σ", "Σ", "\u{1E9E}", "ǅ", "\u{483}", "\u{1F80}", "ᾈ"]
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

    /// The same for keys of random scalars from many scripts, combining marks among them: the
    /// scalars that `KeyOrder` decomposes once per table, and the keys it decomposes whole.
    func testTableOrderOfRandomScalarsMatchesFoundationDecomposition() {
        let ranges: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x300...0x36F, 0x370...0x52F,
                                             0xF40...0xF8F, 0x1E00...0x1FFF, 0x2100...0x214F, 0x3040...0x30FF,
                                             0xAC00...0xD7A3, 0x4E00...0x4E80, 0xFF01...0xFF5E, 0x1F300...0x1F3FF]
        var g = CatalogTestRandom(seed: 0x5CA1)
        for _ in 0..<400 {
            var keys: [String] = []
            for _ in 0..<Int.random(in: 1...30, using: &g) {
                var scalars = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 1...5, using: &g) {
                    let range = ranges.randomElement(using: &g)!
                    if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &g)) { scalars.append(scalar) }
                }
                let key = String(scalars)
                if !keys.contains(key) { keys.append(key) }
            }
            XCTAssertEqual(KeyOrder.tableOrder(keys), Self.reference(keys), "\(keys)")
        }
    }
}
