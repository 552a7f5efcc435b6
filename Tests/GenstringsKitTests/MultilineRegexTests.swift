import XCTest
@testable import GenstringsKit

/// Multi-line Swift regex literals (`#/` ending its line, up to `/#`) and the memory of searches
/// that found no end, which later searches reuse: a reused search must give what a fresh one gives.
final class MultilineRegexTests: XCTestCase {
    /// How far the search reaches (`Lexer.maxMultilineRegex`), written out so that a change to it shows.
    let bound = 8 * 1024

    func keys(_ source: String) -> [String] {
        extract(source, file: "a.swift").entries.map(\.key)
    }

    /// An unclosed `##/` reads on past a `/#`, which does not close it; a later `#/` that `/#`
    /// does close is closed there, not taken for unclosed too.
    func testUnclosedRegexWithTwoHashesDoesNotHideTheEndOfOneWithOne() {
        let source = """
            let wide = ##/
            let narrow = #/
              NSLocalizedString("inside the narrow regex", comment: "c")
              /#
            let after = NSLocalizedString("after both", comment: "c")

            """
        XCTAssertEqual(keys(source), ["after both"])
    }

    /// The end of a regex that starts inside the stretch an unclosed one searched, right where
    /// that search stopped (`maxMultilineRegex` bytes on), is found.
    func testEndRightWhereAnUnclosedSearchStopped() {
        let first = "let a = #/\n"  // its search starts at the line break
        let start = first.utf8.count - 1
        var source = first + "let b = #/\n  NSLocalizedString(\"inside b\", comment: \"c\")\n"
        while source.utf8.count < start + bound - 4 { source += "  x\n" }
        source += String(repeating: "y", count: start + bound - source.utf8.count)
        XCTAssertEqual(source.utf8.count, start + bound)
        source += "/#\nlet c = NSLocalizedString(\"after b\", comment: \"c\")\n"
        XCTAssertEqual(keys(source), ["after b"])
    }

    /// A closing `/` is looked for over `maxMultilineRegex` bytes from the opening line's end:
    /// one in the last of them closes the literal, one just past them does not (the literal is
    /// then read as code).
    func testBoundOfTheSearch() {
        for (padding, closed) in [(bound - 1, true), (bound, false)] {
            let head = "let r = #/\n"
            var body = "  NSLocalizedString(\"inside\", comment: \"c\")\n"
            // The `/` of `/#` at `padding` bytes from the line break ending `head`.
            body += String(repeating: "z", count: padding - 1 - body.utf8.count)
            let source = head + body + "/#\nlet s = NSLocalizedString(\"after\", comment: \"c\")\n"
            XCTAssertEqual(keys(source), closed ? ["after"] : ["inside", "after"], "padding \(padding)")
        }
    }

    /// A search that starts past the stretch an unclosed one read does not go on from where that
    /// one stopped: a `/#` between the two is not the end of the later literal.
    func testSearchPastTheRememberedStretchStartsAfresh() {
        var source = "let a = #/\n"
        while source.utf8.count < bound + 100 { source += "// filler\n" }
        source += "// a comment that holds /# in it\n"
        source += "let b = #/\n  NSLocalizedString(\"inside b\", comment: \"c\")\n  /#\n"
        source += "let c = NSLocalizedString(\"after b\", comment: \"c\")\n"
        XCTAssertEqual(keys(source), ["after b"])
    }

    /// `#/` followed by white space then the line break opens a multi-line literal: spaces, a
    /// tab, and a CR LF line break alike.
    func testOpeningLineMayEndInTabOrCRLF() {
        for opening in ["#/\t\n", "#/ \t \n", "#/\r\n", "#/\t\r\n"] {
            let lineBreak = opening.hasSuffix("\r\n") ? "\r\n" : "\n"
            let source = "let r = " + opening
                + "  NSLocalizedString(\"inside\", comment: \"c\")" + lineBreak
                + "  /#" + lineBreak
                + "let s = NSLocalizedString(\"after\", comment: \"c\")" + lineBreak
            XCTAssertEqual(keys(source), ["after"], opening.debugDescription)
        }
    }

    /// A backslash escapes the byte after it, and only that byte: `\/#` does not close the
    /// literal, nor does a `#` after an escape (`\d+#`), and `\\/#` does.
    func testBackslashEscapesTheClosingSlash() {
        let source = #"""
            let r = #/
              a \/# b \d+# e
              NSLocalizedString("inside", comment: "c")
              c \\/#
            let s = NSLocalizedString("after", comment: "c")

            """#
        XCTAssertEqual(keys(source), ["after"])
    }

    /// The first `/` followed by as many `#`s as opened the literal closes it, more `#`s after
    /// it or not (they are code, as in a one-line literal).
    func testExtraHashAfterTheEnd() {
        let source = """
            let r = #/
              NSLocalizedString("inside", comment: "c")
              /##
            let s = NSLocalizedString("after", comment: "c")

            """
        XCTAssertEqual(keys(source), ["after"])
        XCTAssertEqual(keys("let r = #/a/##\nlet s = NSLocalizedString(\"after\", comment: \"c\")\n"), ["after"])
    }

    /// The end a lexer finds from `p` with a memory shared by earlier searches (made in `order`,
    /// each by a lexer copy with the limit given), and with none.
    func ends(_ source: String, searches: [(p: Int, limit: Int)]) -> [(Int?, Int?)] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let memo = UnclosedRegexSearch()
            return searches.map { search in
                var shared = Lexer(base: buffer.baseAddress!, count: buffer.count, language: .swift, unclosedRegex: memo)
                shared.limit = search.limit
                var fresh = Lexer(base: buffer.baseAddress!, count: buffer.count, language: .swift)
                fresh.limit = search.limit
                return (shared.swiftRegexEnd(search.p), fresh.swiftRegexEnd(search.p))
            }
        }
    }

    /// A remembered search applies only from where it began: a search from before that (a
    /// lexer copy that went back) reads its own bytes.
    func testMemoryDoesNotApplyBeforeItsStart() {
        let source = "#/\n a /#\n#/\n b\n"
        let later = Array(source.utf8).lastIndex(of: UInt8(ascii: "#"))!
        let results = ends(source, searches: [(later, source.utf8.count), (0, source.utf8.count)])
        XCTAssertEqual(results.map(\.1), [nil, 8])
        XCTAssertEqual(results.map(\.0), results.map(\.1))
    }

    /// A remembered search applies only within the same limit: a lexer copy bounded earlier (a
    /// comment, an interpolation) reads its own bytes, and one bounded later is not told the end
    /// lies nowhere.
    func testMemoryIsKeptApartByLimit() {
        let source = "#/\n a /#\n"
        let hash = source.utf8.count - 2
        // Bounded before the `#`: unclosed; then unbounded: closed.
        let results = ends(source, searches: [(0, hash), (0, source.utf8.count)])
        XCTAssertEqual(results.map(\.1), [nil, source.utf8.count - 1])
        XCTAssertEqual(results.map(\.0), results.map(\.1))
    }
}
