import XCTest
@testable import GenstringsKit

/// Where the scan stops for a routine's name (`ScanStops`), and that stopping inside names
/// finds what stopping at their first bytes finds.
final class ScanStopsTests: XCTestCase {
    private func offsets(_ names: [String], singles: String = "") -> [String: Int]? {
        ScanStops.pairOffsets(names.map { Array($0.utf8) }, singles: Array(singles.utf8))
            .map { Dictionary(uniqueKeysWithValues: $0.map { (String(decoding: $0.key, as: UTF8.self), $0.value) }) }
    }

    func testPairsAreFirstCamelHumps() {
        XCTAssertEqual(offsets(["NSLocalizedString", "NSLocalizedStringFromTable", "CFCopyLocalizedString", "Text"]),
                       ["NSLocalizedString": 10, "NSLocalizedStringFromTable": 10, "CFCopyLocalizedString": 5, "Text": 0])
        // `y` is at 5 in CFCopyLocalizedString: MyLocalizedString takes its next hump, `dS` at 10
        // as in NSLocalizedString; LocalizedString's `dS` would be at 8, so it takes `Lo` at 0.
        XCTAssertEqual(offsets(["CFCopyLocalizedString", "NSLocalizedString", "MyLocalizedString", "LocalizedString"]),
                       ["CFCopyLocalizedString": 5, "NSLocalizedString": 10, "MyLocalizedString": 10, "LocalizedString": 0])
        // A one-byte name's byte stops where it stands: no pair may begin with it further in.
        XCTAssertEqual(offsets(["NSLocalizedString"], singles: "d"), ["NSLocalizedString": 0])
    }

    func testAByteAtTwoPlacesStopsEveryNameAtItsFirstBytes() {
        // `dS` at 10, then `dF` of `dFoo` at 0: `d` would stand at two places.
        XCTAssertNil(offsets(["NSLocalizedString", "dFoo"]))
        let stops = ScanStops(language: .cFamily, routineNames: [Array("NSLocalizedString".utf8), Array("dFoo".utf8)])
        XCTAssertEqual(Array(UnsafeBufferPointer(start: stops.nameOffsets, count: 256)), [UInt8](repeating: 0, count: 256))
        XCTAssertEqual(ScanStops(language: .cFamily, routineNames: [Array("NSLocalizedString".utf8)]).nameOffsets[Int(UInt8(ascii: "d"))], 10)
    }

    private static let names = """
        NSLocalizedString(@"a", @"c"); LocalizedString(@"b", @"c"); xNSLocalizedString(@"x", @"c");
        NSLocalizedStringX(@"x", @"c"); aLocalizedString(@"x", @"c"); L(@"d", @"c"); xL(@"x", @"c");
        CFCopyLocalizedString(CFSTR("e"), "c"); MyLocalizedStringFromTable(@"f", @"T", @"c");
        @"NSLocalize"dString(@"x", @"c"); @"x"LocalizedString(@"g", @"c"); é_NSLocalizedString(@"x", @"c");
        // NSLocalizedString(@"h", @"c") LocalizedString(@"i", @"c")
        Text("j"); MyLocalized("k", comment: "c"); String(localized: "l"); NSLocalizedStringNSLocalizedString(@"x", @"c");
        Text(uploadSpeed); L(readString); Text(x + "m" + loadString(y)); LocalizedString(bundledString)
        """

    /// The same entries and messages, for several sets of routines, on every source of the
    /// golden cases and the samples and on names inside names.
    func testStopsInsideNamesFindWhatFirstBytesFind() throws {
        var texts = try Paths.goldenAndSampleSources().map { ($0.text, $0.url.lastPathComponent) }
        XCTAssertGreaterThan(texts.count, 50)
        for file in ["t.m", "t.swift", "T.java"] { texts.append((Self.names, file)) }
        var found = 0
        for routines in [[], ["LocalizedString", "MyLocalizedString", "L"], ["MyLocalized", "Text"], ["dFoo"]] {
            let inside = ExtractionOptions(routines: routines, swiftUI: true, modernSwift: true)
            var atFirstBytes = inside
            atFirstBytes.stopsInsideNames = false
            for (text, file) in texts {
                let a = Extractor(options: inside).extract(text: text, file: file)
                let b = Extractor(options: atFirstBytes).extract(text: text, file: file)
                XCTAssertEqual(a.entries, b.entries, "\(routines) \(file)")
                XCTAssertEqual(a.diagnostics, b.diagnostics, "\(routines) \(file)")
                found += a.entries.count
            }
        }
        XCTAssertGreaterThan(found, 1000)
    }
}
