/// How many bytes and pairs a `StopSet`'s block test compares (see `StopSet.Kind`): one type
/// per kind, so that the scan loop, generic over it, is compiled with exactly those compares.
protocol StopShape {
    /// Where a member starts in a block (`v`, the bytes at `i`; `next`, those at `i + 1`), as a
    /// byte mask; `k` are the set's vectors (6 bytes, 8 pairs' first bytes, their second).
    static func matches<V: ByteLanes>(_ v: V, _ next: V, _ k: UnsafePointer<V>) -> V
    /// Whether the set is tested with its table (`TableShape`) rather than with vectors; known
    /// when the scan loop is compiled, so that a block's test does not ask the set.
    static var usesTable: Bool { get }
}

extension StopShape {
    static var usesTable: Bool { false }
}

/// Three bytes and two pairs: C, Objective-C, Java and Swift with the built-in routines.
enum Bytes3Pairs2: StopShape {
    @inline(__always)
    static func matches<V: ByteLanes>(_ v: V, _ next: V, _ k: UnsafePointer<V>) -> V {
        let e = V.equal
        @inline(__always) func pair(_ a: Int, _ b: Int) -> V { e(v, k[a]) & e(next, k[b]) }
        return e(v, k[0]) | e(v, k[1]) | e(v, k[2]) | pair(6, 14) | pair(7, 15)
    }
}

/// Three bytes and three pairs: Swift with `-SwiftUI`, or one `-s` routine.
enum Bytes3Pairs3: StopShape {
    @inline(__always)
    static func matches<V: ByteLanes>(_ v: V, _ next: V, _ k: UnsafePointer<V>) -> V {
        let e = V.equal
        @inline(__always) func pair(_ a: Int, _ b: Int) -> V { e(v, k[a]) & e(next, k[b]) }
        return e(v, k[0]) | e(v, k[1]) | e(v, k[2]) | pair(6, 14) | pair(7, 15)
            | pair(8, 16)
    }
}

/// Four bytes and four pairs.
enum Bytes4Pairs4: StopShape {
    @inline(__always)
    static func matches<V: ByteLanes>(_ v: V, _ next: V, _ k: UnsafePointer<V>) -> V {
        let e = V.equal
        @inline(__always) func pair(_ a: Int, _ b: Int) -> V { e(v, k[a]) & e(next, k[b]) }
        let bytes = e(v, k[0]) | e(v, k[1]) | e(v, k[2]) | e(v, k[3])
        return bytes | pair(6, 14) | pair(7, 15) | pair(8, 16)
            | pair(9, 17)
    }
}

/// Six bytes and eight pairs: `--modern-swift`, several `-s` routines.
enum Bytes6Pairs8: StopShape {
    @inline(__always)
    static func matches<V: ByteLanes>(_ v: V, _ next: V, _ k: UnsafePointer<V>) -> V {
        let e = V.equal
        @inline(__always) func pair(_ a: Int, _ b: Int) -> V { e(v, k[a]) & e(next, k[b]) }
        let bytes = e(v, k[0]) | e(v, k[1]) | e(v, k[2]) | e(v, k[3]) | e(v, k[4]) | e(v, k[5])
        let pairs1 = pair(6, 14) | pair(7, 15) | pair(8, 16)
            | pair(9, 17)
        let pairs2 = pair(10, 18) | pair(11, 19) | pair(12, 20)
            | pair(13, 21)
        return bytes | pairs1 | pairs2
    }
}

/// A set tested with its table (`StopSet.mask` takes that path by itself).
enum TableShape: StopShape {
    static var usesTable: Bool { true }

    static func matches<V: ByteLanes>(_ v: V, _ next: V, _ k: UnsafePointer<V>) -> V {
        preconditionFailure("a table set is not tested with vectors")
    }
}
