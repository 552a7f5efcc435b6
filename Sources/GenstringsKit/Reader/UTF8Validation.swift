/// A fast check that bytes are UTF-8 text: 128 ASCII bytes at a time (eight 16-byte vectors),
/// full decoding of multi-byte sequences only where they occur.
enum UTF8Validation {
    enum Outcome: Equatable {
        case valid
        /// A NUL byte: the file is binary (or BOM-less UTF-16).
        case nul(Int)
        case invalid(Int)
    }

    static func check(_ bytes: [UInt8], from start: Int) -> Outcome {
        bytes.withUnsafeBufferPointer { check($0, from: start) }
    }

    static func check(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Outcome {
        var sawCR = true  // (not looked for)
        return check(buffer, from: start, sawCR: &sawCR)
    }

    /// `check`, which also sets `sawCR` when the bytes hold a CR (looked for in the same pass,
    /// until the first: most files have none, and the line ends of the others are then looked
    /// at apart, see `Extractor.hasLoneCR`).
    static func check(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, sawCR: inout Bool) -> Outcome {
        guard let p = buffer.baseAddress else { return .valid }
        let n = buffer.count
        var i = start
        while i < n {
            i = sawCR ? asciiRunEnd(p, from: i, count: n, orCR: false) : asciiRunEnd(p, from: i, count: n, orCR: true)
            guard i < n else { break }
            let c = p[i]
            if c == 0 { return .nul(i) }
            if c == 0x0D { sawCR = true }
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

    /// The offset of the first byte from `start` on that is not ASCII or is NUL, or (`orCR`)
    /// is a CR (or where fewer than 16 bytes remain): such bytes need the careful look. The
    /// exact offset, so that the bytes before it are not looked at again one by one. 128 bytes
    /// are tested at a time (the loop's own instructions then cost little): read as signed,
    /// exactly 0 and the bytes from 0x80 are at most 0, one comparison per 16 bytes (and one
    /// more for CR).
    @inline(__always)
    private static func asciiRunEnd(_ p: UnsafePointer<UInt8>, from start: Int, count n: Int, orCR: Bool) -> Int {
        typealias Vector = ByteVector.Vector
        let one = SIMD16<Int8>(repeating: 1)
        let cr = SIMD16<Int8>(repeating: 0x0D)
        /// 0xFF where a byte is 0 or from 0x80, or a CR.
        @inline(__always) func special(_ i: Int) -> Vector {
            let v = UnsafeRawPointer(p + i).loadUnaligned(as: SIMD16<Int8>.self)
            guard orCR else { return unsafeBitCast(one .> v, to: Vector.self) }
            return unsafeBitCast(one .> v, to: Vector.self) | unsafeBitCast(v .== cr, to: Vector.self)
        }
        var i = start
#if GENSTRINGS_AVX2
        // 32 bytes a vector: `WideBytes.special`'s test in four vectors a turn.
        while i &+ 128 <= n {
            let any = WideBytes.special(p + i, orCR: orCR) | WideBytes.special(p + (i &+ 32), orCR: orCR)
                | WideBytes.special(p + (i &+ 64), orCR: orCR) | WideBytes.special(p + (i &+ 96), orCR: orCR)
            guard any.marks == 0 else { break }
            i &+= 128
        }
#endif
        while i &+ 128 <= n {
            let low = special(i) | special(i &+ 16) | special(i &+ 32) | special(i &+ 48)
            let high = special(i &+ 64) | special(i &+ 80) | special(i &+ 96) | special(i &+ 112)
            guard ByteVector.isZero(low | high) else { break }
            i &+= 128
        }
        while i &+ 16 <= n {
            let s = special(i)
            if !ByteVector.isZero(s) { return i &+ ByteVector.marks(s).trailingZeroBitCount &>> ByteVector.markShift }
            i &+= 16
        }
        return i
    }
}
