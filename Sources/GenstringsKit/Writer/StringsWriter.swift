#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte encodings a table can be written in.
public enum OutputEncoding: String, Sendable, Equatable {
    case utf16LittleEndian = "utf16le"
    case utf16BigEndian = "utf16be"
    case utf8

    /// Encodes `text`, with a byte order mark when `byteOrderMark` is set (UTF-8 output has
    /// none unless an existing table being updated had one).
    public func encode(_ text: String, byteOrderMark: Bool = true) -> [UInt8] {
        text.withUTF8Bytes { encode(utf8: $0, byteOrderMark: byteOrderMark) }
    }

    /// `encode` for text given as (valid) UTF-8.
    public func encode(utf8: [UInt8], byteOrderMark: Bool = true) -> [UInt8] {
        utf8.withUnsafeBufferPointer { encode(utf8: $0, byteOrderMark: byteOrderMark) }
    }

    func encode(utf8: UnsafeBufferPointer<UInt8>, byteOrderMark: Bool) -> [UInt8] {
        switch self {
        case .utf8:
            // A UTF-8 mark only where asked for (`--merge` keeps an existing table's).
            return byteOrderMark ? [0xEF, 0xBB, 0xBF] + Array(utf8) : Array(utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            return utf16(of: utf8, littleEndian: self == .utf16LittleEndian, byteOrderMark: byteOrderMark)
        }
    }

    /// Four bytes (the low 32 bits) moved apart to the even bytes of a word: `b0 b1 b2 b3` to
    /// `b0 0 b1 0 b2 0 b3 0` (counting from the low byte), four UTF-16LE units of ASCII.
    @inline(__always)
    private static func widened(_ bytes: UInt64) -> UInt64 {
        let pairs = (bytes | bytes &<< 16) & 0x0000_FFFF_0000_FFFF
        return (pairs | pairs &<< 8) & 0x00FF_00FF_00FF_00FF
    }

    /// UTF-8 (valid: a `String`'s) to UTF-16, written straight into the result: at most two
    /// bytes per UTF-8 byte, plus the mark.
    private func utf16(of utf8: UnsafeBufferPointer<UInt8>, littleEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: utf8.count * 2 + 2) { out, initialized in
            var o = 0
            func put(_ unit: UInt32) {
                let lo = UInt8(truncatingIfNeeded: unit), hi = UInt8(truncatingIfNeeded: unit >> 8)
                out[o] = littleEndian ? lo : hi
                out[o + 1] = littleEndian ? hi : lo
                o += 2
            }
            if byteOrderMark { put(0xFEFF) }
            var i = 0
            let n = utf8.count
            while i < n {
                // Eight ASCII bytes at a time (most of a table): each four widened to four
                // UTF-16 units in one word, by spreading the bytes apart.
                if i &+ 8 <= n, let source = utf8.baseAddress, let target = out.baseAddress {
                    let word = UInt64(littleEndian: UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self))
                    if word & 0x8080_8080_8080_8080 == 0 {
                        let shift: UInt64 = littleEndian ? 0 : 8
                        let low = Self.widened(word & 0xFFFF_FFFF) &<< shift, high = Self.widened(word &>> 32) &<< shift
                        UnsafeMutableRawPointer(target + o).storeBytes(of: low.littleEndian, as: UInt64.self)
                        UnsafeMutableRawPointer(target + (o &+ 8)).storeBytes(of: high.littleEndian, as: UInt64.self)
                        i &+= 8
                        o &+= 16
                        continue
                    }
                }
                let b = UInt32(utf8[i])
                var scalar: UInt32
                switch b {
                case ..<0x80:
                    scalar = b
                    i += 1
                case ..<0xE0:
                    scalar = (b & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
                    i += 2
                case ..<0xF0:
                    scalar = (b & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
                    i += 3
                default:
                    scalar = (b & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12 | UInt32(utf8[i + 2] & 0x3F) << 6
                        | UInt32(utf8[i + 3] & 0x3F)
                    i += 4
                }
                if scalar < 0x10000 {
                    put(scalar)
                } else {
                    scalar -= 0x10000
                    put(0xD800 + (scalar >> 10))
                    put(0xDC00 + (scalar & 0x3FF))
                }
            }
            initialized = o
        }
    }
}

/// Formats tables in genstrings' layout: for each entry, `/* comment */`, a line
/// `"key" = "value";` and an empty line; LF line ends; no header.
public struct StringsWriter: Sendable {
    public static let noComment = "No comment provided by engineer."

    /// `-noPositionalParameters` turns this off.
    public var positionalParameters = true
    /// `-u`: decode `\Uxxxx` in values.
    public var decodeUnicodeEscapes = false

    public init(positionalParameters: Bool = true, decodeUnicodeEscapes: Bool = false) {
        self.positionalParameters = positionalParameters
        self.decodeUnicodeEscapes = decodeUnicodeEscapes
    }

    /// The value as written to the table.
    public func outputValue(_ value: String) -> String {
        var v = value
        if decodeUnicodeEscapes { v = UnicodeEscapes.decoded(v) }
        if positionalParameters { v = FormatSpecifiers.numberedPositionally(v) }
        return v
    }

    public func text(of table: StringsTable) -> String {
        String(decoding: utf8(of: table), as: UTF8.self)
    }

    /// `text(of:)` as UTF-8 bytes, built without intermediate strings.
    public func utf8(of table: StringsTable) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(table.entries.count * 128)
        for entry in table.entries {
            Self.appendEntry(to: &out, comments: entry.comments[...], key: entry.key, value: outputValue(entry.value))
        }
        return out
    }

    /// One entry: merged comments are joined by a line break and three spaces.
    public static func entryText(comments: [String], key: String, value: String) -> String {
        var out: [UInt8] = []
        appendEntry(to: &out, comments: comments[...], key: key, value: value)
        return String(decoding: out, as: UTF8.self)
    }

    /// A comment made safe inside `/* */`: `*/` becomes `* /`, so that the table written still
    /// reads. A comment read from a table may hold it (`// a */ b`), and so may one from code
    /// (`@"Closes with */"`, or the rest of a line after an unterminated literal).
    static func blockComment(_ comment: String) -> String {
        closesComment(comment) ? comment.replacingOccurrences(of: "*/", with: "* /") : comment
    }

    /// Whether `text` holds `*/`, looked for in its UTF-8 bytes, star by star (`String.contains`
    /// and a walk over `utf8` cost far more, and every comment written is asked).
    private static func closesComment(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            var i = 0
            while i &+ 1 < bytes.count, let star = memchr(base + i, Int32(UInt8(ascii: "*")), bytes.count &- i &- 1) {
                i = UnsafePointer<UInt8>(star.assumingMemoryBound(to: UInt8.self)) - base + 1
                if base[i] == UInt8(ascii: "/") { return true }
            }
            return false
        }
    }

    static func appendEntry(to out: inout [UInt8], comments: ArraySlice<String>, key: String, value: String) {
        out.appendLiteral("/* ")
        if comments.isEmpty {
            out.appendUTF8(noComment)
        } else {
            var first = true
            for comment in comments {
                if !first { out.appendLiteral("\n   ") }
                first = false
                out.appendUTF8(blockComment(comment))
            }
        }
        out.appendLiteral(" */\n\"")
        out.appendUTF8(key)
        out.appendLiteral("\" = \"")
        out.appendUTF8(value)
        out.appendLiteral("\";\n\n")
    }
}
