/// `-u`: `\Uxxxx` escapes (one to four hex digits) in a value become the character, written
/// with one backslash (the man page's `AB\U0043D`) or with two (`Delete\\U2026`, which is how
/// Objective-C source spells the runtime text `\U2026`, as C wants eight digits after `\U`):
/// real projects' genstrings `-u` tables show `Delete…` for the latter.
public enum UnicodeEscapes {
    public static func decoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "\\")) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            guard c == UInt8(ascii: "\\"), i + 1 < bytes.count else {
                out.append(c)
                i += 1
                continue
            }
            // `\\U`: the escaped backslash and the `U` after it.
            let doubled = bytes[i + 1] == UInt8(ascii: "\\") && i + 2 < bytes.count && bytes[i + 2] == UInt8(ascii: "U")
            if bytes[i + 1] == UInt8(ascii: "U") || doubled,
               var (v, j) = hexValue(bytes, after: doubled ? i + 2 : i + 1) {
                // A high surrogate and a low one written the same way (`\UD83D\UDE00`) are one
                // character, as they are in the UTF-16 text genstrings writes.
                let next = j + (doubled ? 2 : 1)
                if 0xD800...0xDBFF ~= v, next < bytes.count, bytes[j] == UInt8(ascii: "\\"),
                   !doubled || bytes[j + 1] == UInt8(ascii: "\\"), bytes[next] == UInt8(ascii: "U"),
                   let (low, end) = hexValue(bytes, after: next), 0xDC00...0xDFFF ~= low {
                    v = 0x10000 + (v - 0xD800) << 10 + (low - 0xDC00)
                    j = end
                }
                // NUL stays an escape: a table cannot hold it, and its reader decodes `\U0000`.
                if v != 0, let scalar = Unicode.Scalar(v) {
                    if scalar == "\"" || scalar == "\\" { out.append(UInt8(ascii: "\\")) }
                    out.append(contentsOf: String(scalar).utf8)
                    i = j
                    continue
                }
            }
            out.append(c)
            out.append(bytes[i + 1])
            i += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The value of the one to four hex digits after the `U` at `u`, and where they end; nil
    /// when there is none.
    private static func hexValue(_ bytes: [UInt8], after u: Int) -> (value: UInt32, end: Int)? {
        var j = u + 1
        var v: UInt32 = 0
        while j < bytes.count, j < u + 5, ByteClass.isHexDigit(bytes[j]) {
            v = v << 4 | ByteClass.hexValue(bytes[j])
            j += 1
        }
        return j == u + 1 ? nil : (v, j)
    }
}
