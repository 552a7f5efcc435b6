import Foundation
import XCTest
@testable import GenstringsKit

/// The fast path for plain calls (`PlainCall`) must give exactly what the general call parser
/// gives: the same entries (texts, tables, locations) and the same messages. Each source is
/// extracted with and without it.
final class PlainCallTests: XCTestCase {
    static let cFamily = #"""
        NSLocalizedString(@"a", @"c");
        NSLocalizedString( @"a" , @"c" );
        NSLocalizedString(@"a",
                @"c");
        NSLocalizedString	(@"a", @"c");
        NSLocalizedString(@"a", nil);
        NSLocalizedString(@"a", NULL);
        NSLocalizedString(@"a", Nil);
        NSLocalizedString(nil, @"c");
        NSLocalizedString(@"a", @"");
        NSLocalizedString(@"", @"c");
        NSLocalizedString(@"a", @"c", @"extra");
        NSLocalizedString(@"a");
        NSLocalizedString(@"a" @"b", @"c");
        NSLocalizedString(@"a\"q", @"c");
        NSLocalizedString(@"a\nb", @"c\\d");
        NSLocalizedString(@"a\tb\\", @"\"c\"");
        NSLocalizedString(@"\u00e9\"", @"c");
        NSLocalizedString(@"a", @"\uD800 c");
        NSLocalizedString(@"\\u0041", @"\\\u0041");
        NSLocalizedString(@"Delete\\U2026", @"\U2026");
        NSLocalizedString(@"a\(b)", @"c\'d\%\?\0\x41");
        NSLocalizedString(@"a\
        b", @"c");
        NSLocalizedString(@"a\é", @"c\	");
        NSLocalizedString(@"a\", @"c");
        NSLocalizedString(@"a\", @"c\");
        NSLocalizedStringFromTable(@"a", @"T\n", @"c");
        NSLocalizedStringFromTable(@"a", @"T\"", @"c");
        NSLocalizedStringWithDefaultValue(@"a\"", @"T", nil, @"v\n%@ %d", @"c\\");
        NSLocalizedStringWithDefaultValue(@"a", @"T", nil, @"v\\u00e9", @"No comment provided by engineer.");
        CFCopyLocalizedString(CFSTR("a\"b"), "c\n");
        CFCopyLocalizedString(CFSTR("a\u0022b"), "c");
        NSLocalizedString(@"a", /* x */ @"c");
        NSLocalizedString(@"a", // x
                          @"c");
        NSLocalizedString(@"a", @"c",);
        NSLocalizedString();
        NSLocalizedString(@"a", nil ?: @"x");
        NSLocalizedString(@"a", nilValue);
        NSLocalizedString(@"a", nil"x");
        NSLocalizedStringFromTable(@"a", @"T", @"c");
        NSLocalizedStringFromTable(@"a", @"", @"c");
        NSLocalizedStringFromTable(@"a", @"../x", @"c");
        NSLocalizedStringFromTable(@"a", @"..", @"c");
        NSLocalizedStringFromTable(@"a", nil, @"c");
        NSLocalizedStringFromTable(@"a", [self table], @"c");
        NSLocalizedStringFromTable(@"a", @"T", [self comment]);
        NSLocalizedStringFromTableInBundle(@"a", @"T", [NSBundle mainBundle], @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", [NSBundle bundleForClass:[X class]], @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", [NSBundle bundleWithPath:@"p"], @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", [NSBundle bundleWithPath:path] , @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", [NSBundle bundleWithPath:@"p, q"], @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", [b p:@"x", @"c")"], @"d");
        NSLocalizedStringFromTableInBundle(@"a", @"T", NSLocalizedString(@"inner", @"i"), @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", f(NSLocalizedString), @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", [[NSBundle mainBundle] retain], @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", [NSBundle mainBundle]], @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", (NSBundle *)bundle, @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", bundles[1 + 2], @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", cond ? b1 : b2, @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", ^{ return b; }(), @"c");
        NSLocalizedStringFromTableInBundle(@"a", @"T", 'b', @"c");
        NSLocalizedStringWithDefaultValue(@"a", @"T", nil, @"v", @"c");
        NSLocalizedStringWithDefaultValue(@"a", nil, NSBundle.mainBundle, @"", @"c");
        NSLocalizedStringWithDefaultValue(@"a", @"T", [NSBundle mainBundle], @"a", @"c");
        NSLocalizedStringWithDefaultValue(@"a",
                                          @"T",
                                          [NSBundle bundleForClass:[X class]],
                                          @"v",
                                          @"c");
        CFCopyLocalizedString(CFSTR("a"), "c");
        CFCopyLocalizedString(CFSTR( "a" ), "c");
        CFCopyLocalizedString(CFSTR(@"a"), "c");
        CFCopyLocalizedString(CFSTR("a\n"), "c");
        CFCopyLocalizedString(CFSTR("a") , CFSTR("c"));
        CFCopyLocalizedString(CFSTR "a", "c");
        CFCopyLocalizedString(CFSTR("a" "b"), "c");
        CFCopyLocalizedStringFromTable(CFSTR("a"), CFSTR("T"), "c");
        CFCopyLocalizedStringFromTableInBundle(CFSTR("a"), CFSTR("T"), CFBundleGetMainBundle(), "c");
        CFCopyLocalizedStringWithDefaultValue(CFSTR("a"), CFSTR("T"), bundle, CFSTR("v"), "c");
        NSLocalizedString(L"a", @"c");
        NSLocalizedString(@"a", u8"c");
        NSLocalizedString(R"(a)", @"c");
        NSLocalizedString(@"Zürich “%@”", @"ü");
        x = NSLocalizedString(@"a", @"c")[0];
        NSLocalizedString(@"k", @"c") NSLocalizedString(@"k2", @"c2")
        // NSLocalizedString(@"in comment", @"c")
        // NSLocalizedString(@"in comment", nil, @"x")
        /* NSLocalizedString(@"in block", @"c") NSLocalizedString(@"cut", @"c" */
        #define NSLocalizedString(key, comment) x
        #define LOC NSLocalizedString(@"macro", @"c")
        NSString *NSLocalizedString(NSString *key, NSString *comment);
        MyLocalized(@"mine", @"c");
        MyLocalizedFromTable(@"mine", @"T", @"c");
        NSLocalizedString(@"a", @"c"
        NSLocalizedString(@"unterminated
        ", @"c");
        """#

    static let swift = #"""
        NSLocalizedString("a", comment: "c")
        NSLocalizedString("a", tableName: "T", comment: "c")
        NSLocalizedString("a", tableName: "T", bundle: .main, value: "v", comment: "c")
        NSLocalizedString("a", tableName: "T", bundle: Bundle(for: X.self), value: "v", comment: "c")
        NSLocalizedString("a", bundle: Bundle.module, comment: "c")
        NSLocalizedString("a", "c")
        NSLocalizedString("a", value: "v")
        NSLocalizedString("a", comment: "")
        NSLocalizedString(comment: "c", "a")
        NSLocalizedString("a", tableName: nil, comment: "c")
        NSLocalizedString("a", tableName: table, comment: "c")
        NSLocalizedString("a", tableName: "", comment: "c")
        NSLocalizedString("a\(x)", comment: "c")
        NSLocalizedString("a\"b\"", comment: "c\n\t\\")
        NSLocalizedString("a\\(x)", comment: "\\")
        NSLocalizedString("a\u{2026}", comment: "\u{41}")
        NSLocalizedString("a\0\'\?", comment: "c")
        NSLocalizedString("a\
        b", comment: "c")
        NSLocalizedString("a\", comment: "c")
        NSLocalizedString("a", tableName: "T\"", comment: "c")
        NSLocalizedString("a", tableName: "T", bundle: .main, value: "v\n%@ %lld", comment: "c\"")
        Text("100\\% \"a\"")
        Text("a\n", tableName: "T", comment: "c\"")
        String(localized: "a\"%d", table: "T", defaultValue: "v\t%", comment: "c")
        String(localized: "a\"%d\(x)", comment: "c")
        LocalizedStringResource("a\\b", comment: "c\"")
        NSLocalizedString(#"a"#, comment: "c")
        NSLocalizedString("""
            a
            """, comment: "c")
        NSLocalizedString("", comment: "c")
        NSLocalizedString("a", comment: "c" + "d")
        NSLocalizedString("a", comment: cond ? "x" : "y")
        NSLocalizedString("a", bundle: .main, comment: NSLocalizedString("n", comment: "m"))
        NSLocalizedString("a", foo: "x", "c")
        NSLocalizedString("a", comment: "c", tableName: "T")
        NSLocalizedString("a", comment: "c", comment: "d")
        NSLocalizedString("a", bundle: bundles[0], comment: "c")
        NSLocalizedString("a", bundle: x!, comment: "c")
        NSLocalizedString("a", bundle: { .main }(), comment: "c")
        NSLocalizedString("a", bundle: `default`, comment: "c")
        NSLocalizedString("a", bundle : .main , comment : "c")
        NSLocalizedString("a", bundle: .main)
        NSLocalizedString("a", bundle: nil)
        NSLocalizedString("a", bundle: "b")
        NSLocalizedString("a", tableName: "T", comment: "c", tableName: "U", comment: "d")
        Text("a", comment: "c", tableName: "T", comment: "d")
        String(localized: "a", table: "T", table: "U", defaultValue: "v", defaultValue: "w")
        String(localized: "a", localized: "b")
        String("a", localized: "b")
        NSLocalizedString("a", tableName: "T", bundle: .main, value: "v", comment: "c", extra: 1)
        NSLocalizedString("a" /* x */, comment: "c")
        NSLocalizedString(nil, comment: "c")
        NSLocalizedString("a", comment: nil)
        NSLocalizedString("a",
                          comment: "c")
        NSLocalizedString(key: "a", comment: "c")
        NSLocalizedString("a", tableName: "T", "c")
        Text("a")
        Text("a", tableName: "T", comment: "c")
        Text("a", tableName: t, comment: "c")
        Text("a", bundle: .module, comment: "")
        Text("a", tableName: "../T")
        Text(verbatim: "v")
        Text(name)
        Text(nil)
        Text("a" + b)
        Text()
        String(localized: "a", comment: "c")
        String(localized: "a", table: "T", defaultValue: "v", comment: "c")
        String(localized: "a", bundle: .main)
        String(localized: "a", table: table)
        String(format: "%d", count)
        String(describing: x)
        String("a")
        AttributedString(localized: "a", comment: "c")
        LocalizedStringResource("a", comment: "c")
        LocalizedStringResource("a", defaultValue: "v", table: "T")
        LocalizedStringResource(localized: "a")
        MyLocalized("mine", "c")
        MyLocalizedFromTable("mine", "T", "c")
        let s = "NSLocalizedString(\"in a string\", comment: \"c\")"
        func NSLocalizedString(_ key: String, comment: String) -> String { key }
        NSLocalizedString("a", comment: "c"
        """#

    static let java = #"""
        NSLocalizedString("a", "c");
        NSLocalizedString("a", null);
        NSLocalizedString(null, "c");
        NSLocalizedStringFromTable("a", "T", "c");
        NSLocalizedStringFromTableInBundle("a", "T", bundle.get(), "c");
        NSLocalizedString(@"a", "c");
        NSLocalizedString("a", 'c');
        NSLocalizedString("a\"b\n", "c\\");
        NSLocalizedString("a\u0041", "c\uD800");
        NSLocalizedString("a\
        b", "c");
        """#

    private let options = [
        ExtractionOptions(),
        ExtractionOptions(routines: ["MyLocalized"], swiftUI: true, modernSwift: true),
    ]

    /// Extracts `text` as `file` with and without the fast path; they must agree.
    private func checkBothPaths(_ text: String, file: String, line: UInt = #line) {
        for options in options {
            let fast = Extractor(options: options)
            var general = fast
            general.readsPlainCalls = false
            let a = fast.extract(text: text, file: file)
            let b = general.extract(text: text, file: file)
            XCTAssertEqual(a.entries, b.entries, "\(file): \(text)", line: line)
            XCTAssertEqual(a.diagnostics, b.diagnostics, "\(file): \(text)", line: line)
        }
    }

    /// A backslash before a carriage return (a multi-line literal above would turn CR LF into LF).
    func testCarriageReturnsAfterBackslashes() {
        checkBothPaths("NSLocalizedString(@\"a\\\r\nb\", @\"c\");\nNSLocalizedString(@\"a\\\rb\", @\"c\");", file: "t.m")
        checkBothPaths("NSLocalizedString(\"a\\\r\nb\", comment: \"c\")\nNSLocalizedString(\"a\\\rb\", comment: \"c\")", file: "t.swift")
        checkBothPaths("NSLocalizedString(\"a\\\r\nb\", \"c\");\nNSLocalizedString(\"a\\\rb\", \"c\");", file: "T.java")
    }

    func testEdgeCasesLineByLineAndTogether() {
        for (text, file) in [(Self.cFamily, "t.m"), (Self.swift, "t.swift"), (Self.java, "T.java"), (Self.cFamily, "t.c")] {
            checkBothPaths(text, file: file)
            for line in text.split(separator: "\n") { checkBothPaths(String(line), file: file) }
        }
        // The calls must give entries at all (so that the comparison above compares something).
        XCTAssertGreaterThan(Extractor().extract(text: Self.cFamily, file: "t.m").entries.count, 40)
        XCTAssertGreaterThan(Extractor().extract(text: Self.swift, file: "t.swift").entries.count, 20)
    }

    /// Every source of the golden cases and the samples.
    func testGoldenAndSampleSources() throws {
        let sources = try Paths.goldenAndSampleSources()
        XCTAssertGreaterThan(sources.count, 50)
        for (url, text) in sources { checkBothPaths(text, file: url.lastPathComponent) }
    }
}

/// Which literals the fast path reads itself (the comparison above only shows that what it
/// reads, it reads right).
final class PlainCallEscapeTests: XCTestCase {
    private func reads(_ text: String, _ language: SourceLanguage) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in
            var call = PlainCall()
            return call.read(b.baseAddress!, count: b.count, nameEnd: 0, limit: b.count, language: language) != nil
        }
    }

    func testCommonEscapesStayOnTheFastPath() {
        XCTAssertTrue(reads(#"(@"a\"b\"", @"c\n\t\\ \U2026 \%")"#, .cFamily))
        XCTAssertTrue(reads(#"(CFSTR("a\"b"), "c\\")"#, .cFamily))
        XCTAssertTrue(reads(#"("a\"b\\", comment: "c\n\u{2026}")"#.replacingOccurrences(of: "\\u{2026}", with: "\\t"), .swift))
        XCTAssertTrue(reads(#"("a\\(x)", comment: "c")"#, .swift))
    }

    func testOtherEscapesGoToTheGeneralParser() {
        XCTAssertFalse(reads(#"(@"\u00e9", @"c")"#, .cFamily))
        XCTAssertFalse(reads(#"("\u{e9}", comment: "c")"#, .swift))
        XCTAssertFalse(reads(#"("a\(x)", comment: "c")"#, .swift))
        XCTAssertFalse(reads("(@\"a\\\nb\", @\"c\")", .cFamily))
        XCTAssertFalse(reads("(@\"a\\\r\nb\", @\"c\")", .cFamily))
        XCTAssertFalse(reads("(@\"a\\é\", @\"c\")", .cFamily))
        XCTAssertFalse(reads(#"(@"a\", @"c")"#, .cFamily))
    }
}
