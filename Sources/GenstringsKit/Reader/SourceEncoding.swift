import Foundation

/// How source files are read.
public enum SourceEncoding: Sendable, Equatable {
    /// UTF-8 (a UTF-8 BOM is skipped); UTF-16 files with a BOM are read too.
    case utf8
    /// `-encoding NAME` or `-macRoman`: every file is in this encoding (a BOM still wins).
    case named(String, String.Encoding)
    /// `-d`: UTF-8, else BOM-less UTF-16, else Mac Roman.
    case detect

    /// The encoding for an IANA charset name as `-encoding` takes it, or nil.
    public static func named(_ name: String) -> SourceEncoding? {
        let key = name.lowercased().replacingOccurrences(of: "_", with: "-")
        let table: [String: String.Encoding] = [
            "utf-8": .utf8, "utf8": .utf8,
            "utf-16": .utf16, "utf16": .utf16, "unicode": .utf16,
            "utf-16le": .utf16LittleEndian, "utf-16be": .utf16BigEndian,
            "utf-32": .utf32, "utf-32le": .utf32LittleEndian, "utf-32be": .utf32BigEndian,
            "us-ascii": .ascii, "ascii": .ascii,
            "iso-8859-1": .isoLatin1, "latin1": .isoLatin1, "iso-latin-1": .isoLatin1,
            "iso-8859-2": .isoLatin2, "latin2": .isoLatin2,
            "windows-1250": .windowsCP1250, "cp1250": .windowsCP1250,
            "windows-1251": .windowsCP1251, "cp1251": .windowsCP1251,
            "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
            "windows-1253": .windowsCP1253, "cp1253": .windowsCP1253,
            "windows-1254": .windowsCP1254, "cp1254": .windowsCP1254,
            "macintosh": .macOSRoman, "macroman": .macOSRoman, "x-mac-roman": .macOSRoman, "mac": .macOSRoman,
            "shift-jis": .shiftJIS, "sjis": .shiftJIS, "x-sjis": .shiftJIS,
            "euc-jp": .japaneseEUC, "iso-2022-jp": .iso2022JP,
            "nextstep": .nextstep,
            // Foundation has no constants for these; CoreFoundation's own numbers name them.
            "gb2312": cf(0x0930), "euc-cn": cf(0x0930), "gbk": cf(0x0421), "cp936": cf(0x0421),
            "windows-936": cf(0x0421), "gb18030": cf(0x0632), "big5": cf(0x0A03), "big5-hkscs": cf(0x0A06),
            "euc-tw": cf(0x0931), "iso-2022-cn": cf(0x0830),
            "euc-kr": cf(0x0940), "cp949": cf(0x0422), "windows-949": cf(0x0422), "iso-2022-kr": cf(0x0840),
            "koi8-r": cf(0x0A02), "koi8-u": cf(0x0A08),
            "iso-8859-3": cf(0x0203), "iso-8859-4": cf(0x0204), "iso-8859-5": cf(0x0205), "iso-8859-6": cf(0x0206),
            "iso-8859-7": cf(0x0207), "iso-8859-8": cf(0x0208), "iso-8859-9": cf(0x0209), "latin5": cf(0x0209),
            "iso-8859-10": cf(0x020A), "iso-8859-11": cf(0x020B), "iso-8859-13": cf(0x020D), "iso-8859-14": cf(0x020E),
            "iso-8859-15": cf(0x020F), "latin9": cf(0x020F), "iso-8859-16": cf(0x0210),
            "windows-1255": cf(0x0505), "cp1255": cf(0x0505), "windows-1256": cf(0x0506), "cp1256": cf(0x0506),
            "windows-1257": cf(0x0507), "cp1257": cf(0x0507), "windows-1258": cf(0x0508), "cp1258": cf(0x0508),
            "windows-874": cf(0x041D), "cp874": cf(0x041D),
        ]
        return table[key].map { .named(name, $0) }
    }

    /// The Foundation encoding of CoreFoundation's encoding `number` (as
    /// `CFStringConvertEncodingToNSStringEncoding` gives it).
    private static func cf(_ number: UInt) -> String.Encoding {
        String.Encoding(rawValue: 0x8000_0000 | number)
    }

    static let macRoman = SourceEncoding.named("macintosh", .macOSRoman)

    /// Whether this system's Foundation converts the encoding (Mac Roman has its own decoder).
    var isAvailable: Bool {
        guard case .named(_, let e) = self, e != .macOSRoman else { return true }
        return "a".data(using: e) != nil
    }
}
