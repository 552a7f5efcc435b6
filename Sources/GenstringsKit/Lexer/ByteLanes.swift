/// The vectors a `StopShape` compares: 16 bytes (`NarrowBytes`), or 32 where the build
/// targets AVX2 (`WideBytes`). Each type brings its own operations, which compile to one
/// instruction each: `matches` written over `SIMD` would get the protocol's generic
/// operators, which work lane by lane (the whole corpus took 2.1 s instead of 41 ms).
protocol ByteLanes {
    /// Every byte `b`.
    init(repeating b: UInt8)
    static func equal(_ a: Self, _ b: Self) -> Self
    static func & (a: Self, b: Self) -> Self
    static func | (a: Self, b: Self) -> Self
}

/// 16 bytes (SSE2 or NEON instructions).
struct NarrowBytes: ByteLanes {
    var v: ByteVector.Vector
    @inline(__always)
    init(_ v: ByteVector.Vector) { self.v = v }
    @inline(__always)
    init(repeating b: UInt8) { v = ByteVector.Vector(repeating: b) }
    @inline(__always)
    static func equal(_ a: Self, _ b: Self) -> Self { NarrowBytes(ByteVector.equal(a.v, b.v)) }
    @inline(__always)
    static func & (a: Self, b: Self) -> Self { NarrowBytes(a.v & b.v) }
    @inline(__always)
    static func | (a: Self, b: Self) -> Self { NarrowBytes(a.v | b.v) }
}
