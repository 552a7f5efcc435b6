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
        ]
        return table[key].map { .named(name, $0) }
    }

    static let macRoman = SourceEncoding.named("macintosh", .macOSRoman)

    /// Whether this system's Foundation converts the encoding (Mac Roman has its own decoder).
    var isAvailable: Bool {
        guard case .named(_, let e) = self, e != .macOSRoman else { return true }
        return "a".data(using: e) != nil
    }
}
