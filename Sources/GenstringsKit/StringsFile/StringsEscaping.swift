/// Backslash escapes inside quoted `.strings` text, as Foundation's old-style parser reads them.
public enum StringsEscaping {
    /// Resolves escapes the way Foundation's parser (`CFOldStylePList.c`) does: `\a \b \f \n
    /// \r \t \v`, `\ooo` (1–3 octal digits, values 0x80–0xFD read as NeXTSTEP Latin, 0xFE and 0xFF as U+0000), `\Uxxxx`
    /// (1–4 hex digits; a high and a low surrogate written one after the other make one
    /// character), and any other `\c` gives `c` — a lowercase `\u` too. `\U` without a hex
    /// digit gives U+0000, as Foundation's does; a final lone backslash is kept. A surrogate
    /// that is not part of a pair becomes U+FFFD. With `swift`, the text is a literal from code
    /// (a catalog's key): Swift's `\u{e9}` is its character, and C's `\xHH` and `\ooo` (a byte
    /// of the UTF-8 text: `\xe2\x80\xa6` and `\342\200\246` are `…`) and `\e` (ESC) are decoded
    /// as the compiler decodes them.
    public static func unescape(_ raw: String, swift: Bool = false) -> String {
        unescape(Array(raw.utf8)[...], swift: swift)
    }

    /// The inverse of `unescape` for writing: escapes `"`, `\`, newline, carriage return and
    /// tab; every other character (other control characters, non-ASCII) is kept as it is.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `unescape` over valid UTF-8, used by the reader on the text between two quotes.
    static func unescape(_ bytes: ArraySlice<UInt8>, swift: Bool = false) -> String {
        guard bytes.contains(backslash) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        // A high surrogate from `\U` waits here for a low one from the next `\U`.
        var highSurrogate: UInt32?
        func flushSurrogate() {
            if highSurrogate != nil { appendUTF8(0xFFFD, to: &out) }
            highSurrogate = nil
        }
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let byte = bytes[i]
            i += 1
            guard byte == backslash, i < end else {
                flushSurrogate()
                out.append(byte)
                continue
            }
            let escaped = bytes[i]
            i += 1
            if swift, escaped == 0x75, i < end, bytes[i] == UInt8(ascii: "{"),
               let close = bytes[i...].prefix(10).firstIndex(of: UInt8(ascii: "}")), close > i + 1,
               let value = UInt32(String(decoding: bytes[(i + 1)..<close], as: UTF8.self), radix: 16),
               Unicode.Scalar(value) != nil {
                flushSurrogate()
                appendUTF8(value, to: &out)
                i = close + 1
                continue
            }
            if escaped == 0x55 { // \U: up to four hex digits
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, i < end, let digit = hexValue(bytes[i]) {
                    value = value << 4 | digit
                    i += 1
                    digits += 1
                }
                if digits > 0, (0xDC00...0xDFFF).contains(value), let high = highSurrogate {
                    appendUTF8(0x10000 + (high - 0xD800) << 10 + (value - 0xDC00), to: &out)
                    highSurrogate = nil
                    continue
                }
                flushSurrogate()
                if digits == 0 {
                    out.append(0)  // as Foundation: the value of no digit
                } else if (0xD800...0xDBFF).contains(value) {
                    highSurrogate = value
                } else {
                    appendUTF8((0xDC00...0xDFFF).contains(value) ? 0xFFFD : value, to: &out)
                }
                continue
            }
            flushSurrogate()
            if swift, escaped == UInt8(ascii: "x"), i < end, hexValue(bytes[i]) != nil {
                var value: UInt32 = 0
                while i < end, let digit = hexValue(bytes[i]) {
                    value = (value << 4 | digit) & 0xFF  // as a char: the last two digits count
                    i += 1
                }
                out.append(UInt8(value))
                continue
            }
            if swift, escaped == UInt8(ascii: "e") {
                out.append(0x1B)
                continue
            }
            switch escaped {
            case 0x30...0x37: // \ooo: at most three digits, wrapping at 8 bits like Foundation
                var octet = escaped - 0x30
                var digits = 1
                while digits < 3, i < end, (0x30...0x37).contains(bytes[i]) {
                    octet = octet &<< 3 &+ (bytes[i] - 0x30)
                    i += 1
                    digits += 1
                }
                if swift {
                    out.append(octet)  // from code: a byte of the UTF-8 text, as `\x` gives one
                } else {
                    appendUTF8(octet < 0x80 ? UInt32(octet) : UInt32(nextStepLatinHigh[Int(octet - 0x80)]), to: &out)
                }
            case 0x61: out.append(0x07) // \a
            case 0x62: out.append(0x08) // \b
            case 0x66: out.append(0x0C) // \f
            case 0x6E: out.append(0x0A) // \n
            case 0x72: out.append(0x0D) // \r
            case 0x74: out.append(0x09) // \t
            case 0x76: out.append(0x0B) // \v
            default: out.append(escaped) // \" \' \\ and any other character stand for themselves
            }
        }
        flushSurrogate()
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 form of a Unicode scalar value (not a surrogate).
    static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private static let backslash: UInt8 = 0x5C

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    /// NeXTSTEP Latin bytes 0x80–0xFF as Unicode (what Foundation uses for octal escapes
    /// above 0x7F). 0xFE and 0xFF have no mapping: Foundation's conversion fails and
    /// `getSlashedChar` gives U+0000 for them (the error it sets is cleared when the string closes).
    private static let nextStepLatinHigh: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, // 0x80
        0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF, // 0x88
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, // 0x90
        0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7, // 0x98
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7, // 0xA0
        0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02, // 0xA8
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, // 0xB0
        0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF, // 0xB8
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, // 0xC0
        0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7, // 0xC8
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, // 0xD0
        0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB, // 0xD8
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, // 0xE0
        0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5, // 0xE8
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD, // 0xF0
        0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000, // 0xF8
    ]
}
