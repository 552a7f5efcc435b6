/// What `ByteVector.firstOf` searches for, written once over `ByteLanes` for the 16-byte and
/// the 32-byte vectors (as `StopShape` is for the scan's stops): which bytes of a block match,
/// 0xFF at each, given the search's bytes as vectors (`ByteSplats`).
protocol ByteTest {
    /// Whether `matches` reads the block one byte on (a test of byte pairs).
    static var readsNext: Bool { get }
    /// The matches in block `v`; `next` is the block one byte on where `readsNext`.
    static func matches<V: ByteLanes>(_ v: V, next: V, _ s: ByteSplats<V>) -> V
}

/// A search's bytes (up to five; a test reads those it needs), each repeated across a vector;
/// made once per search.
struct ByteSplats<V: ByteLanes> {
    let a, b, c, d, e: V
    @inline(__always)
    init(_ bytes: (UInt8, UInt8, UInt8, UInt8, UInt8)) {
        (a, b, c, d, e) = (V(repeating: bytes.0), V(repeating: bytes.1), V(repeating: bytes.2), V(repeating: bytes.3),
                           V(repeating: bytes.4))
    }
}

/// One of the first three bytes (a literal's end: its quote, a line break, a backslash).
enum AnyOfThree: ByteTest {
    static var readsNext: Bool { false }
    @inline(__always)
    static func matches<V: ByteLanes>(_ v: V, next: V, _ s: ByteSplats<V>) -> V {
        V.equal(v, s.a) | V.equal(v, s.b) | V.equal(v, s.c)
    }
}

/// One of the five bytes.
enum AnyOfFive: ByteTest {
    static var readsNext: Bool { false }
    @inline(__always)
    static func matches<V: ByteLanes>(_ v: V, next: V, _ s: ByteSplats<V>) -> V {
        V.equal(v, s.a) | V.equal(v, s.b) | V.equal(v, s.c) | V.equal(v, s.d) | V.equal(v, s.e)
    }
}

/// The first byte, or the second followed by the third (a comment's `\` or `*/`).
enum ByteOrPair: ByteTest {
    static var readsNext: Bool { true }
    @inline(__always)
    static func matches<V: ByteLanes>(_ v: V, next: V, _ s: ByteSplats<V>) -> V {
        V.equal(v, s.a) | (V.equal(v, s.b) & V.equal(next, s.c))
    }
}
