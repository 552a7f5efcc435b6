/// How many bytes and pairs a `StopSet`'s block test compares (see `StopSet.Kind`): one type
/// per kind, so that the scan loop, generic over it, is compiled with exactly those compares.
protocol StopShape {
    /// Where a member starts in a block (`v`, the bytes at `i`; `next`, those at `i + 1`), as a
    /// byte mask; `k` are the set's vectors (6 bytes, 8 pairs' first bytes, their second).
    static func matches(_ v: ByteVector.Vector, _ next: ByteVector.Vector, _ k: UnsafePointer<ByteVector.Vector>) -> ByteVector.Vector
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
    static func matches(_ v: ByteVector.Vector, _ next: ByteVector.Vector, _ k: UnsafePointer<ByteVector.Vector>) -> ByteVector.Vector {
        let e = ByteVector.equal
        return e(v, k[0]) | e(v, k[1]) | e(v, k[2]) | (e(v, k[6]) & e(next, k[14])) | (e(v, k[7]) & e(next, k[15]))
    }
}

/// Three bytes and three pairs: Swift with `-SwiftUI`, or one `-s` routine.
enum Bytes3Pairs3: StopShape {
    @inline(__always)
    static func matches(_ v: ByteVector.Vector, _ next: ByteVector.Vector, _ k: UnsafePointer<ByteVector.Vector>) -> ByteVector.Vector {
        let e = ByteVector.equal
        return e(v, k[0]) | e(v, k[1]) | e(v, k[2]) | (e(v, k[6]) & e(next, k[14])) | (e(v, k[7]) & e(next, k[15]))
            | (e(v, k[8]) & e(next, k[16]))
    }
}

/// Four bytes and four pairs.
enum Bytes4Pairs4: StopShape {
    @inline(__always)
    static func matches(_ v: ByteVector.Vector, _ next: ByteVector.Vector, _ k: UnsafePointer<ByteVector.Vector>) -> ByteVector.Vector {
        let e = ByteVector.equal
        let bytes = e(v, k[0]) | e(v, k[1]) | e(v, k[2]) | e(v, k[3])
        return bytes | (e(v, k[6]) & e(next, k[14])) | (e(v, k[7]) & e(next, k[15])) | (e(v, k[8]) & e(next, k[16]))
            | (e(v, k[9]) & e(next, k[17]))
    }
}

/// Six bytes and eight pairs: `--modern-swift`, several `-s` routines.
enum Bytes6Pairs8: StopShape {
    @inline(__always)
    static func matches(_ v: ByteVector.Vector, _ next: ByteVector.Vector, _ k: UnsafePointer<ByteVector.Vector>) -> ByteVector.Vector {
        let e = ByteVector.equal
        let bytes = e(v, k[0]) | e(v, k[1]) | e(v, k[2]) | e(v, k[3]) | e(v, k[4]) | e(v, k[5])
        let pairs1 = (e(v, k[6]) & e(next, k[14])) | (e(v, k[7]) & e(next, k[15])) | (e(v, k[8]) & e(next, k[16]))
            | (e(v, k[9]) & e(next, k[17]))
        let pairs2 = (e(v, k[10]) & e(next, k[18])) | (e(v, k[11]) & e(next, k[19])) | (e(v, k[12]) & e(next, k[20]))
            | (e(v, k[13]) & e(next, k[21]))
        return bytes | pairs1 | pairs2
    }
}

/// A set tested with its table (`StopSet.mask` takes that path by itself).
enum TableShape: StopShape {
    static var usesTable: Bool { true }

    static func matches(_ v: ByteVector.Vector, _ next: ByteVector.Vector, _ k: UnsafePointer<ByteVector.Vector>) -> ByteVector.Vector {
        preconditionFailure("a table set is not tested with vectors")
    }
}
