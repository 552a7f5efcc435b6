/// A fast check that bytes are UTF-8 text: eight ASCII bytes at a time, full decoding of
/// multi-byte sequences only where they occur.
enum UTF8Validation {
    enum Outcome: Equatable {
        case valid
        /// A NUL byte: the file is binary (or BOM-less UTF-16).
        case nul(Int)
        case invalid(Int)
    }

    static func check(_ bytes: [UInt8], from start: Int) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer -> Outcome in
            guard let p = buffer.baseAddress else { return .valid }
            let n = buffer.count
            var i = start
            let high: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            while i < n {
                if i + 8 <= n {
                    let v = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                    if v & high == 0 && (v &- ones) & ~v & high == 0 {
                        i += 8
                        continue
                    }
                }
                let c = p[i]
                if c == 0 { return .nul(i) }
                if c < 0x80 { i += 1; continue }
                let length: Int
                var minimum: UInt32
                var scalar: UInt32
                switch c {
                case 0xC2...0xDF: length = 2; scalar = UInt32(c & 0x1F); minimum = 0x80
                case 0xE0...0xEF: length = 3; scalar = UInt32(c & 0x0F); minimum = 0x800
                case 0xF0...0xF4: length = 4; scalar = UInt32(c & 0x07); minimum = 0x10000
                default: return .invalid(i)
                }
                guard i + length <= n else { return .invalid(i) }
                for k in 1..<length {
                    let b = p[i + k]
                    guard b & 0xC0 == 0x80 else { return .invalid(i) }
                    scalar = scalar << 6 | UInt32(b & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return .invalid(i) }
                i += length
            }
            return .valid
        }
    }
}
