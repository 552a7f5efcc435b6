#if GENSTRINGS_AVX2
import _Builtin_intrinsics.intel

/// 32 bytes, compared by AVX2 instructions: the lexer's searches in a build for x86-64
/// processors with AVX2 (`Scripts/cpu-args.sh` defines `GENSTRINGS_AVX2` with `-target-cpu
/// haswell`). Where at least 33 bytes are left, `StopFinder` tests a block with one vector
/// rather than two of `ByteVector`'s, and `ByteVector.firstOf` and the UTF-8 check's ASCII
/// runs go 32 bytes a step; the last bytes of a buffer take the 16-byte path.
struct WideBytes: ByteLanes {
    var v: __m256i
    @inline(__always)
    init(_ v: __m256i) { self.v = v }
    @inline(__always)
    init(repeating b: UInt8) { v = _mm256_set1_epi8(CChar(bitPattern: b)) }
    @inline(__always)
    static func load(_ p: UnsafeRawPointer) -> WideBytes { WideBytes(p.loadUnaligned(as: __m256i.self)) }
    @inline(__always)
    static func equal(_ a: Self, _ b: Self) -> Self { WideBytes(_mm256_cmpeq_epi8(a.v, b.v)) }
    @inline(__always)
    static func & (a: Self, b: Self) -> Self { WideBytes(_mm256_and_si256(a.v, b.v)) }
    @inline(__always)
    static func | (a: Self, b: Self) -> Self { WideBytes(_mm256_or_si256(a.v, b.v)) }
    /// 0xFF where a byte of the 32 at `p` is 0 or from 0x80 (1 > the byte, read as signed),
    /// or (`orCR`) a CR.
    @inline(__always)
    static func special(_ p: UnsafePointer<UInt8>, orCR: Bool) -> WideBytes {
        let v = load(p)
        let low = WideBytes(_mm256_cmpgt_epi8(_mm256_set1_epi8(1), v.v))
        return orCR ? low | equal(v, WideBytes(repeating: 0x0D)) : low
    }

    @inline(__always)
    var marks: UInt64 { UInt64(truncatingIfNeeded: UInt32(bitPattern: _mm256_movemask_epi8(v))) }
}
#endif
