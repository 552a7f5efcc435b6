import XCTest
@testable import GenstringsKit

/// `RoutineTable.mayStartName`, the scan loop's first test at a routine stop, and the scan going
/// on inside the names it rules out.
final class RoutinePrefixTests: XCTestCase {
    /// It never rules out a routine's name: random identifiers made of the names' bytes (names,
    /// their prefixes, longer names, other names sharing first bytes), at the end of the buffer
    /// too, and cut by a limit; and it rules out the common other names.
    func testPrefixNeverRulesOutARoutine() {
        let sets = [ExtractionOptions(), ExtractionOptions(swiftUI: true, modernSwift: true),
                    ExtractionOptions(routines: ["NSFoo", "N", "LocalizedString", "Te", "CFCopyLocalizedStringX"], swiftUI: true)]
        var generator = SystemRandomNumberGenerator()
        for options in sets {
            for language in [SourceLanguage.cFamily, .swift, .java] {
                let table = RoutineTable(options: options, language: language)
                var names = ["NSLocalizedString", "NSLocalizedStringFromTable", "CFCopyLocalizedString", "Text", "String"]
                for base in options.routines { names += [base, base + "FromTable", base + "WithDefaultValue"] }
                let alphabet = Array(Set(names.joined().utf8)) + Array("_x9é".utf8)
                var identifiers = names + names.map { String($0.dropLast()) } + names.map { $0 + "s" }
                for _ in 0..<3000 {
                    var bytes = [alphabet.randomElement(using: &generator)!]
                    if let name = names.randomElement(using: &generator), Bool.random(using: &generator) {
                        bytes = Array(name.utf8.prefix(Int.random(in: 1...name.utf8.count, using: &generator)))
                    }
                    for _ in 0..<Int.random(in: 0...12, using: &generator) { bytes.append(alphabet.randomElement(using: &generator)!) }
                    identifiers.append(String(decoding: bytes, as: UTF8.self))
                }
                for identifier in identifiers {
                    let name = Array(identifier.utf8)
                    for tail in [[], Array("(@\"k\", nil);".utf8)] {
                        let buffer = name + tail
                        buffer.withUnsafeBufferPointer { b in
                            let base = b.baseAddress!
                            let isRoutine = table.match(base, count: name.count) != nil
                            if isRoutine {
                                XCTAssertTrue(table.mayStartName(base, at: 0, count: b.count), "\(identifier) \(language)")
                            }
                        }
                    }
                }
                if options.routines.isEmpty {
                    for other in ["NSString *s", "NSLog(@\"x\")", "CFRelease(x)", "CFStringRef s", "TextField(\"x\")"] {
                        Array(other.utf8).withUnsafeBufferPointer { b in
                            let ruledOut = !table.mayStartName(b.baseAddress!, at: 0, count: b.count)
                            XCTAssertEqual(ruledOut, !other.hasPrefix("TextField"), other)
                        }
                    }
                }
            }
        }
    }

    /// A routine name after a non-letter character from 0x80 (`“`, a no-break space) is a call,
    /// as after punctuation, whatever comes before that character: also after a name the scan
    /// stopped at and ruled out (`NSString“NSLocalizedString`), where it once skipped the
    /// identifier whole and passed over the call (compilers read `“` and the no-break space as
    /// no part of a name).
    func testNameAfterANonLetterIsACallWhateverComesBefore() {
        let source = "a = NSString“NSLocalizedString(@\"inside\", nil);\n"
            + "b = “NSLocalizedString(@\"after quote\", nil);\n"
            + "c = NSLog\u{A0}NSLocalizedString(@\"inside too\", nil);\n"
            + "d = x\u{A0}NSLocalizedString(@\"no stop before\", nil);\n"
            + "e = NSString “NSLocalizedString(@\"after space\", nil);\n"
            + "f = éNSLocalizedString(@\"after a letter\", nil);\n"
        let text = tableText(source)
        for key in ["inside", "after quote", "inside too", "no stop before", "after space"] {
            XCTAssertTrue(text.contains("\"\(key)\""), "\(key): \(text)")
        }
        XCTAssertFalse(text.contains("\"after a letter\""), text)
    }
}
