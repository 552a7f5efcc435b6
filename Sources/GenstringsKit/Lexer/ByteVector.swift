#if arch(x86_64) && !GENSTRINGS_NIBBLE_MARKS && canImport(_Builtin_intrinsics)
import _Builtin_intrinsics.intel
#endif

/// Sixteen bytes of a buffer compared at once: the primitive under every fast search in the
/// lexer (the scan loop's stops, string and comment ends, newline counting).
///
/// Only `SIMD16<UInt8>` operations that compile to plain SSE2 (or NEON) instructions are
/// used; a comparison's result is turned into a 64-bit word of marks (`marks`), one bit per
/// byte on x86-64 and four elsewhere, which `trailingZeroBitCount` and friends then read.
/// Arithmetic here wraps (`&+`): offsets are buffer offsets and cannot overflow, and the
/// overflow checks cost more than the work.
enum ByteVector {
    typealias Vector = SIMD16<UInt8>

    /// 0xFF where the bytes are equal, 0 elsewhere.
    @inline(__always)
    static func equal(_ a: Vector, _ b: Vector) -> Vector {
        unsafeBitCast(a .== b, to: Vector.self)
    }

    /// Whether all 16 bytes are 0 (`==` on SIMD types compares lane by lane).
    @inline(__always)
    static func isZero(_ v: Vector) -> Bool {
        let halves = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] == 0
    }

#if arch(x86_64) && !GENSTRINGS_NIBBLE_MARKS && canImport(_Builtin_intrinsics)
    /// A byte mask (0xFF or 0 per byte) as marks: bit i for byte i, by the one SSE2 instruction
    /// made for it (`pmovmskb`), which Swift's SIMD types do not reach but the C intrinsics
    /// do. The first marked byte is `trailingZeroBitCount >> markShift`.
    @inline(__always)
    static func marks(_ mask: Vector) -> UInt64 {
        UInt64(truncatingIfNeeded: UInt32(bitPattern: _mm_movemask_epi8(unsafeBitCast(mask, to: __m128i.self))))
    }

    /// Marks per byte, as a shift: byte i's marks start at bit `i << markShift`.
    static var markShift: Int { 0 }
#else
    /// A byte mask as marks: `nibbles`, where no byte mask instruction is reached (the build
    /// flag `GENSTRINGS_NIBBLE_MARKS` chooses this on x86-64 too, to test it).
    @inline(__always)
    static func marks(_ mask: Vector) -> UInt64 { nibbles(mask) }

    static var markShift: Int { 2 }
#endif

    /// The marks of a block where every byte is marked.
    @inline(__always)
    static var allMarks: UInt64 { markShift == 0 ? 0xFFFF : ~0 }

    /// The marks of byte `k` of a block.
    @inline(__always)
    static func mark(at k: Int) -> UInt64 {
        (markShift == 0 ? 1 : 0xF) &<< UInt64(truncatingIfNeeded: k &<< markShift)
    }

    /// A byte mask (0xFF or 0 per byte) as 64 bits, four per byte (bits 4i to 4i + 3 for byte
    /// i): each 16-bit lane shifted right by four and narrowed to 8 bits, which compiles to
    /// four SSE2 instructions (`psrlw`, `pand`, `packuswb`, `movq`). The first marked byte is
    /// `trailingZeroBitCount / 4`. (`marks` where there is no `pmovmskb`; newline counting
    /// adds its bits up by one multiplication.)
    /// (The narrowing is written lane by lane: Swift's generic `init(truncatingIfNeeded:)` is
    /// not always inlined into the large scan loop, and called it costs more than the work.)
    @inline(__always)
    static func nibbles(_ mask: Vector) -> UInt64 {
        let w = unsafeBitCast(mask, to: SIMD8<UInt16>.self) &>> 4
        let narrowed = SIMD8<UInt8>(UInt8(truncatingIfNeeded: w[0]), UInt8(truncatingIfNeeded: w[1]),
                                    UInt8(truncatingIfNeeded: w[2]), UInt8(truncatingIfNeeded: w[3]),
                                    UInt8(truncatingIfNeeded: w[4]), UInt8(truncatingIfNeeded: w[5]),
                                    UInt8(truncatingIfNeeded: w[6]), UInt8(truncatingIfNeeded: w[7]))
        return unsafeBitCast(narrowed, to: UInt64.self)
    }

    /// The 16 bytes at `i`; bytes at or past `count` read as 0 (so a block at the end of a
    /// buffer never reads past it).
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, _ i: Int, count: Int) -> Vector {
        if i &+ 16 <= count {
            return UnsafeRawPointer(base + i).loadUnaligned(as: Vector.self)
        }
        return loadTail(base, i, count: count)
    }

    @inline(never)
    private static func loadTail(_ base: UnsafePointer<UInt8>, _ i: Int, count: Int) -> Vector {
        var v = Vector()
        var k = 0
        while k < 16 && i + k < count {
            v[k] = base[i + k]
            k += 1
        }
        return v
    }

    /// The first offset in `from..<limit` holding `a`, `b` or `c`, or `limit`. Reads stay below
    /// `count` (the buffer's size), which may lie beyond `limit`.
    @inline(__always)
    static func firstOf(_ a: UInt8, _ b: UInt8, _ c: UInt8, in base: UnsafePointer<UInt8>, from: Int, limit: Int,
                        count: Int) -> Int {
        first(AnyOfThree.self, bytes: (a, b, c, 0, 0), in: base, from: from, limit: limit, count: count)
    }

    /// The first offset in `from..<limit` holding one of five bytes, or `limit`. Reads stay
    /// below `count`.
    @inline(__always)
    static func firstOf(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8, in base: UnsafePointer<UInt8>,
                        from: Int, limit: Int, count: Int) -> Int {
        first(AnyOfFive.self, bytes: (a, b, c, d, e), in: base, from: from, limit: limit, count: count)
    }

    /// The first offset in `from..<limit` holding `a`, or `b` followed by `c`, or `limit`. Reads
    /// stay below `count`.
    static func firstOf(_ a: UInt8, orPair b: UInt8, _ c: UInt8, in base: UnsafePointer<UInt8>, from: Int, limit: Int,
                        count: Int) -> Int {
        first(ByteOrPair.self, bytes: (a, b, c, 0, 0), in: base, from: from, limit: limit, count: count)
    }

    /// The first offset in `from..<limit` that `Test` matches with `bytes`, or `limit`: in a
    /// build for AVX2, 64 bytes a step while 65 lie below `count`, then 32 while 33 do, then 16
    /// (`first(from:limit:_:)`).
    @inline(__always)
    private static func first<Test: ByteTest>(_: Test.Type, bytes: (UInt8, UInt8, UInt8, UInt8, UInt8),
                                              in base: UnsafePointer<UInt8>, from: Int, limit: Int, count: Int) -> Int {
        var from = from
#if GENSTRINGS_AVX2
        let wide = ByteSplats<WideBytes>(bytes)
        if let found = firstWide(base, from: &from, limit: limit, count: count, { p in
            let v = WideBytes.load(p)
            return Test.matches(v, next: Test.readsNext ? WideBytes.load(p + 1) : v, wide).marks
        }) {
            return found
        }
#endif
        let narrow = ByteSplats<NarrowBytes>(bytes)
        return first(from: from, limit: limit) { i in
            let v = NarrowBytes(load(base, i, count: count))
            return marks(Test.matches(v, next: Test.readsNext ? NarrowBytes(load(base, i &+ 1, count: count)) : v, narrow).v)
        }
    }

    /// The first offset in `from..<limit` marked by `mask`, which gives the marks (see `marks`)
    /// of the 16-byte block at an offset; or `limit`. With one mark per byte, two blocks a turn:
    /// most of what is looked for (a literal's end, a comment's) lies within 32 bytes, and a
    /// loop of one or two turns by the text's length mispredicted its exit on most of them.
    @inline(__always)
    private static func first(from: Int, limit: Int, _ mask: (Int) -> UInt64) -> Int {
        var i = from
        if markShift == 0 {
            while i < limit {
                let found = mask(i) | mask(i &+ 16) &<< 16
                if found != 0 { return min(i &+ found.trailingZeroBitCount, limit) }
                i &+= 32
            }
            return limit
        }
        while i < limit {
            let found = mask(i)
            if found != 0 { return min(i &+ found.trailingZeroBitCount &>> markShift, limit) }
            i &+= 16
        }
        return limit
    }

#if GENSTRINGS_AVX2
    /// `first` with `test`, the marks of the 32 bytes at a place (33 of them readable): two
    /// places a turn while 65 bytes lie below `count`, then one while 33 do; nil when fewer are
    /// left before the search is over, with `from` moved to where the caller goes on 16 bytes at
    /// a time. (Two places a turn: of the bench corpus's 577,000 literals, 161,000 end 32 to 63
    /// bytes in; a turn of 32 bytes mispredicted the loop's exit on many of them. callgrind's
    /// branch model: 270,000 fewer mispredicted branches for 8.4 M more instructions; three sets
    /// of interleaved runs, 1.7, 0.2 and 1.4 ms less.)
    @inline(__always)
    private static func firstWide(_ base: UnsafePointer<UInt8>, from: inout Int, limit: Int, count: Int,
                                  _ test: (UnsafePointer<UInt8>) -> UInt64) -> Int? {
        while from < limit {
            guard from &+ 65 <= count else { break }
            let found = test(base + from) | test(base + (from &+ 32)) &<< 32
            if found != 0 { return min(from &+ found.trailingZeroBitCount, limit) }
            from &+= 64
        }
        while from < limit {
            guard from &+ 33 <= count else { return nil }
            let found = test(base + from)
            if found != 0 { return min(from &+ found.trailingZeroBitCount, limit) }
            from &+= 32
        }
        return limit
    }
#endif

    /// The first offset in `from..<limit` whose byte is not an identifier byte
    /// (`ByteClass.isIdentifier`), or `limit`; 16 bytes at a time. Reads stay below `count`.
    @inline(__always)
    static func identifierEnd(in base: UnsafePointer<UInt8>, from: Int, limit: Int, count: Int) -> Int {
        var i = from
        while i < limit {
            let v = load(base, i, count: count)
            // Letters (either case), digits, `_`, `$`, and every byte from 0x80.
            let letter = lessOrEqual((v | Vector(repeating: 0x20)) &- Vector(repeating: 0x61), 25)
            let digit = lessOrEqual(v &- Vector(repeating: 0x30), 9)
            let high = unsafeBitCast(unsafeBitCast(v, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: 0), to: Vector.self)
            let other = equal(v, Vector(repeating: 0x5F)) | equal(v, Vector(repeating: 0x24))
            let notIdentifier = marks(letter | digit | high | other) ^ allMarks
            if notIdentifier != 0 { return min(i &+ notIdentifier.trailingZeroBitCount &>> markShift, limit) }
            i &+= 16
        }
        return limit
    }

    /// The first offset in `from..<limit` whose byte is not white space (`ByteClass.isSpace`),
    /// or `limit`: a byte at a time for the usual single space, then 16 at a time (the
    /// indentation of a call's continuation lines). Reads stay below `count`.
    @inline(__always)
    static func spaceEnd(in base: UnsafePointer<UInt8>, from: Int, limit: Int, count: Int) -> Int {
        var i = from
        if i < limit, ByteClass.isSpace(base[i]) { i &+= 1 } else { return i }
        if i < limit, ByteClass.isSpace(base[i]) { i &+= 1 } else { return i }
        while i < limit {
            let v = load(base, i, count: count)
            // A space, or a byte from tab (9) to carriage return (13).
            let notSpace = marks(equal(v, Vector(repeating: 0x20)) | lessOrEqual(v &- Vector(repeating: 9), 4)) ^ allMarks
            if notSpace != 0 { return min(i &+ notSpace.trailingZeroBitCount &>> markShift, limit) }
            i &+= 16
        }
        return limit
    }

    /// 0xFF where a byte is at most `bound` (unsigned).
    @inline(__always)
    private static func lessOrEqual(_ v: Vector, _ bound: UInt8) -> Vector {
        unsafeBitCast(v .<= Vector(repeating: bound), to: Vector.self)
    }

    /// The number of `byte`s in `from..<to`. Matches are added up per lane (a match is 0xFF,
    /// that is −1), 64 bytes per step, for up to 63 steps (at most 252 per lane) before the lanes
    /// are summed, so 16 bytes cost about four instructions. The last bytes (fewer than 16) are
    /// counted from the block that ends at `to`, less the bytes before them: that block lies in
    /// the buffer when `to` is at least 16, whatever `from` is.
    static func count(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        let needle = Vector(repeating: byte)
        @inline(__always) func matches(_ i: Int) -> Vector {
            equal(UnsafeRawPointer(base + i).loadUnaligned(as: Vector.self), needle)
        }
        var n = 0
        var i = from
        while i &+ 64 <= to {
            var lanes = Vector()
            var steps = 0
            while steps < 63 && i &+ 64 <= to {
                lanes &-= matches(i)
                lanes &-= matches(i &+ 16)
                lanes &-= matches(i &+ 32)
                lanes &-= matches(i &+ 48)
                i &+= 64
                steps &+= 1
            }
            n &+= sum(lanes)
        }
        var lanes = Vector()
        while i &+ 16 <= to {
            lanes &-= matches(i)
            i &+= 16
        }
        n &+= sum(lanes)
        if i < to {
            if to >= 16 {
                // Four bits per byte of the block ending at `to`; the first `16 - (to - i)` bytes
                // were counted already (or lie before `from`). One bit per remaining byte, added
                // up into the top four bits by one multiplication (at most 15 of them; there is
                // no population count instruction in the baseline x86-64 set).
                let found = nibbles(matches(to &- 16)) &>> UInt64(truncatingIfNeeded: (16 &- (to &- i)) &<< 2)
                let ones: UInt64 = 0x1111_1111_1111_1111
                n &+= Int(truncatingIfNeeded: ((found & ones) &* ones) &>> 60)
            } else {
                while i < to {
                    if base[i] == byte { n &+= 1 }
                    i &+= 1
                }
            }
        }
        return n
    }

    /// The sum of the 16 bytes.
    @inline(__always)
    private static func sum(_ v: Vector) -> Int {
        let halves = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        let evenOdd: UInt64 = 0x00FF_00FF_00FF_00FF
        // Pairs of bytes to 16-bit lanes, then the four lanes into the top 16 bits.
        let pairs = (halves[0] & evenOdd) &+ ((halves[0] &>> 8) & evenOdd) &+ (halves[1] & evenOdd) &+ ((halves[1] &>> 8) & evenOdd)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) &>> 48)
    }

    /// The offset of the last `byte` in `from..<to`, or nil.
    static func last(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        let needle = Vector(repeating: byte)
        var end = to
        while end &- 16 >= from {
            let found = marks(equal(UnsafeRawPointer(base + end - 16).loadUnaligned(as: Vector.self), needle))
            if found != 0 { return end &- 16 &+ (63 &- found.leadingZeroBitCount) &>> markShift }
            end &-= 16
        }
        while end > from {
            end &-= 1
            if base[end] == byte { return end }
        }
        return nil
    }
}
