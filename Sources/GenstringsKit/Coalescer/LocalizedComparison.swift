import CoreFoundation
import Foundation

/// Foundation's localized comparisons that the tool makes (of merged comments, and of a
/// catalog's JSON members), without the crash CoreFoundation has in them for texts with long
/// words.
///
/// The crash: CoreFoundation compares strings whose units it cannot read in place (a Swift
/// string is UTF-8) in segments (a run of letters, digits, punctuation and control characters,
/// and the character that ends it), in a buffer on the stack or, for a segment of over 128
/// units, on the heap; after such a long segment that collates equal, a shorter one took the
/// stack buffer, and the heap buffer's free at the end freed the stack one
/// (`_CFCompareStringsWithLocale` in swift-corelibs-foundation): the process aborted ("double free
/// or corruption"). A fuzzed comment found it (`Fuzz/regressions/comment-collation-stack-free.input`).
///
/// So texts that have a run of over 100 units without a space are compared as CoreFoundation
/// strings over their UTF-16 units, decomposed (NFD), which it reads in place: one collation of
/// the whole texts, without those buffers. That gave `String.compare`'s result on 40,000 random
/// pairs (letters in both cases, accents precomposed and not, `ß`, digits, punctuation, control
/// and zero-width characters, CJK, emoji, and texts against their other forms), except where a
/// ligature (`ﬁ`) met the letters it folds to: an order only such texts can get differently
/// (Docs/compatibility.md); the catalogs' member order likewise (`CatalogJSONTests`). Other
/// texts are compared by `String.compare` itself.
enum LocalizedComparison {
    private static let english = Locale(identifier: "en_US")
    private static let englishCF: CFLocale = CFLocaleCreate(
        kCFAllocatorDefault, CFStringCreateWithCString(kCFAllocatorDefault, "en_US", CFStringBuiltInEncodings.UTF8.rawValue))

    /// `a.compare(b, options: .caseInsensitive, range: nil, locale: en_US)` (merged comments).
    static func caseInsensitive(_ a: String, _ b: String) -> ComparisonResult {
        guard hasLongRun(a) || hasLongRun(b) else {
            return a.compare(b, options: [.caseInsensitive], range: nil, locale: english)
        }
        return viaCoreFoundation(a, b, flags: 1, locale: englishCF)  // kCFCompareCaseInsensitive
    }

    /// `a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: whole a,
    /// locale: NSLocale.system)` (the members of a catalog's JSON objects, see `JSONKeyOrder`).
    static func jsonKeys(_ a: String, _ b: String) -> ComparisonResult {
        guard hasLongRun(a) || hasLongRun(b) else {
            return a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                             locale: NSLocale.system)
        }
        // kCFCompareCaseInsensitive | kCFCompareNumerically | kCFCompareForcedOrdering
        return viaCoreFoundation(a, b, flags: 1 | 64 | 512, locale: CFLocaleGetSystem())
    }

    /// The comparison over CoreFoundation strings of the texts' decomposed UTF-16 units.
    private static func viaCoreFoundation(_ a: String, _ b: String, flags: CFOptionFlags, locale: CFLocale) -> ComparisonResult {
        var x = Array(a.decomposedStringWithCanonicalMapping.utf16), y = Array(b.decomposedStringWithCanonicalMapping.utf16)
        let result = x.withUnsafeMutableBufferPointer { x in
            y.withUnsafeMutableBufferPointer { y in
                // Strings over the arrays' units, which they neither copy nor free (`kCFAllocatorNull`).
                let first = CFStringCreateMutableWithExternalCharactersNoCopy(kCFAllocatorDefault, x.baseAddress, x.count, x.count,
                                                                             kCFAllocatorNull)
                let second = CFStringCreateMutableWithExternalCharactersNoCopy(kCFAllocatorDefault, y.baseAddress, y.count, y.count,
                                                                              kCFAllocatorNull)
                return CFStringCompareWithOptionsAndLocale(first, second, CFRange(location: 0, length: x.count),
                                                           CFStringCompareFlags(rawValue: flags), locale)
            }
        }
        return ComparisonResult(rawValue: result.rawValue) ?? .orderedSame
    }

    /// Whether `text` has over 100 UTF-16 units in a row without a space: a segment can hold
    /// no more units than such a run and the space after it, so a text without one never
    /// reaches the heap buffer (128 units).
    static func hasLongRun(_ text: String) -> Bool {
        var run = 0
        for unit in text.utf16 {
            run = unit == 0x20 ? 0 : run + 1
            if run > 100 { return true }
        }
        return false
    }
}
