/// Byte classification tables used by the lexer's hot loops.
enum ByteClass {
    /// `[A-Za-z0-9_$]` and every byte of a multi-byte UTF-8 sequence (Swift identifiers).
    static let identifier: [Bool] = (0..<256).map { b in
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            || b == 0x5F || b == 0x24 || b >= 0x80
    }

    /// `identifier[b]` without the table (whose global access costs more than this test in
    /// the lexer's hot loops).
    @inline(__always)
    static func isIdentifier(_ b: UInt8) -> Bool {
        b >= 0x80 || isIdentifierASCII(b)
    }

    /// An identifier byte that is not a digit.
    @inline(__always)
    static func isIdentifierStart(_ b: UInt8) -> Bool {
        b >= 0x80 || (isIdentifierASCII(b) && !(b >= 0x30 && b <= 0x39))
    }

    /// `[A-Za-z0-9_$]` as two 64-bit masks over the ASCII range.
    @inline(__always)
    private static func isIdentifierASCII(_ b: UInt8) -> Bool {
        let low: UInt64 = 0x03FF_0010_0000_0000   // `$` (0x24), `0`-`9` (0x30-0x39)
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE  // `A`-`Z` (0x41-0x5A), `_` (0x5F), `a`-`z` (0x61-0x7A)
        let mask = b < 0x40 ? low : high
        return (mask &>> UInt64(b & 0x3F)) & 1 != 0 && b < 0x80
    }

    /// Space, tab, newline, carriage return, vertical tab, form feed (one mask test).
    @inline(__always)
    static func isSpace(_ b: UInt8) -> Bool {
        b <= 0x20 && (UInt64(0x1_0000_3E00) &>> UInt64(b)) & 1 != 0
    }

    static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    static func hexValue(_ b: UInt8) -> UInt32 {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        default: return UInt32(b - 0x61 + 10)
        }
    }
}
