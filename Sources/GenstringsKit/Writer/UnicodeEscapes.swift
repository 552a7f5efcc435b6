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
            if bytes[i + 1] == UInt8(ascii: "U") || doubled {
                let u = doubled ? i + 2 : i + 1
                var j = u + 1
                var v: UInt32 = 0
                while j < bytes.count, j < u + 5, ByteClass.isHexDigit(bytes[j]) {
                    v = v << 4 | ByteClass.hexValue(bytes[j])
                    j += 1
                }
                if j > u + 1, let scalar = Unicode.Scalar(v) {
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
}
