import Foundation
import XCTest
@testable import GenstringsKit

/// The order of merged comments must stay Foundation's localized case-insensitive order
/// (`KeyOrder.commentOrder`): `ASCIICollation`'s shortcut is compared with Foundation on
/// random texts, and the whole order with the order made by Foundation alone.
final class CommentOrderTests: XCTestCase {
    /// Pieces of random texts: letters of both cases, digits, spaces, punctuation, control
    /// bytes, and non-ASCII ones (composed and decomposed accents, a no-break space, quotes,
    /// an ellipsis, a German sharp s, an emoji).
    private static let pieces: [String] = {
        var p = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        p += ["a", "e", "s", "A", "E", "S", "1", "9", "0", " ", "\t", "\u{01}", "\u{7F}"]
        p += ["é", "e\u{301}", "E\u{301}", "Å", "A\u{30A}", "\u{A0}", "“", "”", "…", "ß", "ss", "æ", "😀", "ø"]
        return p
    }()

    /// Mostly letters and digits, as most comments are: the texts the shortcut decides.
    private static let prose: [String] = (0x30...0x39).map { String(UnicodeScalar(UInt8($0))) }
        + (0x41...0x5A).map { String(UnicodeScalar(UInt8($0))) } + (0x61...0x7A).map { String(UnicodeScalar(UInt8($0))) }
        + [" ", " ", ".", ",", "-", "_", "'", "%", "@", "(", ")"]

    private func randomText(_ g: inout CatalogTestRandom, maxLength: Int = 8, from pieces: [String] = pieces) -> String {
        (0..<Int.random(in: 0...maxLength, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
    }

    /// Two texts that often share a prefix (up to case), so that differences deep inside are tried.
    private func randomPair(_ g: inout CatalogTestRandom) -> (String, String) {
        let pieces = Bool.random(using: &g) ? Self.pieces : Self.prose
        let prefix = randomText(&g, maxLength: 6, from: pieces)
        var other = prefix
        if Bool.random(using: &g) { other = Bool.random(using: &g) ? prefix.uppercased() : prefix.lowercased() }
        return (prefix + randomText(&g, from: pieces), other + randomText(&g, from: pieces))
    }

    private func foundation(_ a: String, _ b: String) -> ComparisonResult {
        a.compare(b, options: [.caseInsensitive], range: nil, locale: Locale(identifier: "en_US"))
    }

    func testShortcutAgreesWithFoundation() {
        var g = CatalogTestRandom(seed: 0xC0FFEE)
        var decided = 0
        for _ in 0..<60_000 {
            let (a, b) = randomPair(&g)
            guard let shortcut = ASCIICollation.order(a, b) else { continue }
            decided += 1
            XCTAssertEqual(shortcut, foundation(a, b), "\(a.debugDescription) vs \(b.debugDescription)")
        }
        XCTAssertGreaterThan(decided, 15_000)  // so that the comparison compares something
    }

    func testShortcutOnEveryPairOfLettersAndDigits() {
        let characters = (0x30...0x39).map { String(UnicodeScalar(UInt8($0))) }
            + (0x41...0x5A).map { String(UnicodeScalar(UInt8($0))) }
            + (0x61...0x7A).map { String(UnicodeScalar(UInt8($0))) }
        for x in characters {
            for y in characters {
                for (a, b) in [(x, y), ("item " + x + "0", "ITEM " + y), ("a-" + x + "-", "A-" + y + "")] {
                    guard let shortcut = ASCIICollation.order(a, b) else {
                        XCTAssertEqual(x.lowercased(), y.lowercased())
                        continue
                    }
                    XCTAssertEqual(shortcut, foundation(a, b), "\(a) vs \(b)")
                }
            }
        }
    }

    func testShortcutLeavesTheRestToFoundation() {
        XCTAssertNil(ASCIICollation.order("abc", "ABC"))   // the same up to case
        XCTAssertNil(ASCIICollation.order("abc", "abcd"))  // a prefix
        XCTAssertNil(ASCIICollation.order("a b", "a-b"))   // a space and punctuation
        XCTAssertNil(ASCIICollation.order("a-b", "ab"))
        XCTAssertNil(ASCIICollation.order("éa", "éb"))     // not ASCII
        XCTAssertNil(ASCIICollation.order("a", "b…"))
        XCTAssertEqual(ASCIICollation.order("Item 10", "item 9"), .orderedAscending)
        XCTAssertEqual(ASCIICollation.order("9", "a"), .orderedAscending)
    }

    /// The order Foundation alone made before the shortcut (see `KeyOrder.commentOrder`).
    private func referenceOrder(_ comments: [String]) -> [Int] {
        guard comments.count > 1 else { return Array(comments.indices) }
        let positions = DictionaryOrder.positions(ofKeysInsertedInOrder: comments)
        return comments.indices.sorted { a, b in
            switch foundation(comments[a], comments[b]) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return positions[a] < positions[b]
            }
        }
    }

    func testCommentOrderIsFoundationsOrder() {
        var g = CatalogTestRandom(seed: 0x5EED5)
        for _ in 0..<3_000 {
            var comments: [String] = []
            for _ in 0..<Int.random(in: 1...7, using: &g) {
                let text: String
                switch Int.random(in: 0..<4, using: &g) {
                case 0: text = randomText(&g)
                case 1: text = comments.randomElement(using: &g).map { $0.uppercased() } ?? randomText(&g)
                case 2: text = (comments.randomElement(using: &g) ?? "") + randomText(&g, maxLength: 3)
                default: text = ["Title", "title", "TITLE", "Button title", "Label", "Item 10", "item 9", "a b", "a-b"]
                    .randomElement(using: &g)!
                }
                if !comments.contains(text) { comments.append(text) }  // distinct, as merged comments are
            }
            XCTAssertEqual(KeyOrder.commentOrder(comments), referenceOrder(comments), "\(comments)")
        }
    }

    /// Two comments for which CoreFoundation's comparison of Swift strings freed a buffer on
    /// the stack, and the process aborted (a fuzzed input: a long run of letters and ignorable
    /// control characters that collates as the other text's, then a shorter run). They are
    /// compared without it (`LocalizedComparison`), in one order whichever comes first.
    func testLongRunThatCollatesEqualDoesNotCrash() {
        let a = "ˇˇˇN" + String(repeating: "Ì", count: 42) + String(repeating: "\u{18}", count: 56)
            + String(repeating: "Ì", count: 26) + "ot fo" + String(repeating: "\u{7}", count: 63)
        let b = "ˇˇˇ\u{3}N" + String(repeating: "Ì", count: 68) + "ot "
        XCTAssertTrue(LocalizedComparison.hasLongRun(a))
        XCTAssertFalse(LocalizedComparison.hasLongRun(b))
        XCTAssertEqual(KeyOrder.compareComments(a, b).rawValue, -KeyOrder.compareComments(b, a).rawValue)
        XCTAssertEqual(KeyOrder.commentOrder([a, b]).count, 2)
    }

    /// Texts with runs of over 100 units without a space (compared as CoreFoundation strings
    /// of their decomposed units) get Foundation's order, as other texts do.
    func testLongRunsGetFoundationsOrder() {
        var g = CatalogTestRandom(seed: 0x10A6)
        let letters = ["a", "b", "é", "e\u{301}", "É", "ß", "ss", "ø", "1", "9", ".", "-", "_", "/", ":", "日", "😀"]
        for _ in 0..<500 {
            let head = randomText(&g, maxLength: 3, from: letters)
            let run = (0..<Int.random(in: 101...180, using: &g)).map { _ in letters.randomElement(using: &g)! }.joined()
            let a = head + run + " " + randomText(&g, maxLength: 4, from: Self.prose)
            let b = randomText(&g, maxLength: 3, from: letters) + (Bool.random(using: &g) ? run : run.uppercased())
                + " " + randomText(&g, maxLength: 4, from: Self.prose)
            XCTAssertTrue(LocalizedComparison.hasLongRun(a))
            XCTAssertEqual(LocalizedComparison.caseInsensitive(a, b), foundation(a, b), "\(a.debugDescription) \(b.debugDescription)")
        }
    }
}
