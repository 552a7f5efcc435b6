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
