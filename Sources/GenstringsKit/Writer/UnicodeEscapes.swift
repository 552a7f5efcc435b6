/// `-u`: `\Uxxxx` escapes (one to four hex digits) in a value become the character.
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
            if bytes[i + 1] == UInt8(ascii: "U") {
                var j = i + 2
                var v: UInt32 = 0
                while j < bytes.count, j < i + 6, ByteClass.isHexDigit(bytes[j]) {
                    v = v << 4 | ByteClass.hexValue(bytes[j])
                    j += 1
                }
                if j > i + 2, let scalar = Unicode.Scalar(v) {
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
