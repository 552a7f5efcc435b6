/// The bytes a scan loop has to look at — single bytes (`"`, `/`, ...) and two-byte
/// sequences (two bytes of each routine name, see `ScanStops`) — tested 16 positions at a time, so
/// that the bytes in between are skipped at vector speed.
///
/// A set has a `StopShape`: how many bytes and pairs its test compares. The scan loop is
/// compiled once per shape (it is generic over it), so a block costs exactly the compares its
/// set needs; unused slots of a shape repeat a member, which changes nothing. A set too large
/// for every vector shape (many `-s` routines) is tested per byte with a table.
struct StopSet {
    typealias Vector = ByteVector.Vector

    enum Kind {
        case bytes3Pairs2, bytes3Pairs3, bytes4Pairs4, bytes6Pairs8, table

        /// The smallest kind that holds `singles` bytes and `pairs` pairs.
        init(singles: Int, pairs: Int) {
            switch (singles, pairs) {
            case (...3, ...2): self = .bytes3Pairs2
            case (...3, ...3): self = .bytes3Pairs3
            case (...4, ...4): self = .bytes4Pairs4
            case (...6, ...8): self = .bytes6Pairs8
            default: self = .table
            }
        }
    }

    let kind: Kind
    /// The vectors compared with: 6 bytes, then 8 pairs' first bytes, then their second bytes
    /// (each byte repeated 16 times). Behind a pointer, so that the set itself is a small
    /// value that is copied for free and a test loads only the vectors it uses.
    let vectors: UnsafeMutablePointer<Vector>
    /// `vectors` as `NarrowBytes`, the type `StopShape.matches` takes.
    private var narrow: UnsafePointer<NarrowBytes> { UnsafeRawPointer(vectors).assumingMemoryBound(to: NarrowBytes.self) }
    /// For the `table` kind: per byte, bit 0 a single and bit 1 the first byte of a pair; then
    /// one bit per pair of bytes (`first << 8 | second`), set for the members (8 KiB, so that
    /// thousands of `-s` routines cost one load per byte, not a walk of their pairs).
    private let table: UnsafeMutablePointer<UInt8>?
#if GENSTRINGS_AVX2
    /// `vectors` 32 bytes wide (zero for the `table` kind).
    let wide: UnsafeMutablePointer<WideBytes>
#endif

    /// The distinct members: bytes, and pairs whose first byte is not a member on its own (in
    /// the order first given; found distinct by a bitmap and a set, as there may be thousands).
    /// (A bitmap of every pair took 64 KiB to clear, nine times at each start.)
    static func members(singles: [UInt8], pairs: [(UInt8, UInt8)]) -> (singles: [UInt8], pairs: [(UInt8, UInt8)]) {
        var singleList: [UInt8] = []
        var isSingle = [Bool](repeating: false, count: 256)
        for b in singles where !isSingle[Int(b)] {
            isSingle[Int(b)] = true
            singleList.append(b)
        }
        var pairList: [(UInt8, UInt8)] = []
        var seenPairs = Set<UInt16>(minimumCapacity: pairs.count)
        for p in pairs where !isSingle[Int(p.0)] && seenPairs.insert(UInt16(p.0) << 8 | UInt16(p.1)).inserted {
            pairList.append(p)
        }
        return (singleList, pairList)
    }

    private static let pairBits = 256

    /// `singles` stop wherever they occur; a pair stops where its first byte is followed by its
    /// second. There must be at least one single, and no member may be 0 (the padding read
    /// past a buffer's end). `kind` must hold the members (it may be larger, so that related
    /// sets share one). The memory is freed by `deallocate()`.
    init(singles: [UInt8], pairs: [(UInt8, UInt8)], kind: Kind) {
        let (singleList, pairList) = Self.members(singles: singles, pairs: pairs)
        precondition(!singleList.isEmpty && !singleList.contains(0) && !pairList.contains { $0.0 == 0 || $0.1 == 0 })
        self.kind = kind
        vectors = .allocate(capacity: 22)
#if GENSTRINGS_AVX2
        wide = .allocate(capacity: 22)
        wide.initialize(repeating: WideBytes(repeating: 0), count: 22)
#endif
        if kind == .table {
            let size = Self.pairBits + 65536 / 8
            let table = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
            table.initialize(repeating: 0, count: size)
            for b in singleList { table[Int(b)] |= 1 }
            for p in pairList {
                table[Int(p.0)] |= 2
                let n = Int(p.0) << 8 | Int(p.1)
                table[Self.pairBits + n >> 3] |= 1 << UInt8(n & 7)
            }
            self.table = table
            vectors.initialize(repeating: Vector(), count: 22)
            return
        }
        precondition(Kind(singles: singleList.count, pairs: pairList.count) != .table)
        table = nil
        // Unused slots: the first byte again, and pairs made of it (already a stop).
        for k in 0..<6 { (vectors + k).initialize(to: Vector(repeating: k < singleList.count ? singleList[k] : singleList[0])) }
        for k in 0..<8 {
            let p = k < pairList.count ? pairList[k] : (singleList[0], singleList[0])
            (vectors + 6 + k).initialize(to: Vector(repeating: p.0))
            (vectors + 14 + k).initialize(to: Vector(repeating: p.1))
        }
#if GENSTRINGS_AVX2
        for k in 0..<22 { wide[k] = WideBytes(repeating: vectors[k][0]) }
#endif
    }

    /// Frees the set's memory.
    func deallocate() {
        vectors.deallocate()
#if GENSTRINGS_AVX2
        wide.deallocate()
#endif
        table?.deallocate()
    }

    /// The marks of the bytes where a member starts (`ByteVector.mark(at: k)` for `i + k`), for
    /// the 16-byte block at `i` of a buffer of `count` bytes; `Shape` must be the set's kind.
    @inline(__always)
    func mask<Shape: StopShape>(_ shape: Shape.Type, in base: UnsafePointer<UInt8>, at i: Int, count: Int) -> UInt64 {
        guard let table else {
            let v = ByteVector.load(base, i, count: count)
            let next = ByteVector.load(base, i &+ 1, count: count)
            return ByteVector.marks(Shape.matches(NarrowBytes(v), NarrowBytes(next), narrow).v)
        }
        return Self.tableMask(table, in: base, at: i, count: count)
    }

    /// `mask` for a block whose 17 bytes from `i` all lie in the buffer: no bounds test, and for
    /// a vector shape no test of the kind either (`Shape` decides it when the loop is compiled).
    @inline(__always)
    func innerMask<Shape: StopShape>(_ shape: Shape.Type, in base: UnsafePointer<UInt8>, at i: Int) -> UInt64 {
        if Shape.usesTable { return mask(shape, in: base, at: i, count: i &+ 17) }
        let v = UnsafeRawPointer(base + i).loadUnaligned(as: Vector.self)
        let next = UnsafeRawPointer(base + (i &+ 1)).loadUnaligned(as: Vector.self)
        return ByteVector.marks(Shape.matches(NarrowBytes(v), NarrowBytes(next), narrow).v)
    }

#if GENSTRINGS_AVX2
    /// `innerMask` for the 32 bytes at `i` (33 readable).
    @inline(__always)
    func innerWideMask<Shape: StopShape>(_ shape: Shape.Type, in base: UnsafePointer<UInt8>, at i: Int) -> UInt64 {
        if Shape.usesTable { return mask(shape, in: base, at: i, count: i &+ 33) | mask(shape, in: base, at: i &+ 16, count: i &+ 33) &<< 16 }
        let v = WideBytes.load(base + i)
        let next = WideBytes.load(base + (i &+ 1))
        return Shape.matches(v, next, UnsafePointer(wide)).marks
    }
#endif

    @inline(never)
    private static func tableMask(_ table: UnsafeMutablePointer<UInt8>, in base: UnsafePointer<UInt8>,
                                  at i: Int, count: Int) -> UInt64 {
        func isPair(_ k: Int) -> Bool {
            guard i + k + 1 < count else { return false }
            let n = Int(base[i + k]) << 8 | Int(base[i + k + 1])
            return table[pairBits + n >> 3] & (1 << UInt8(n & 7)) != 0
        }
        var mask: UInt64 = 0
        for k in 0..<max(0, min(16, count - i)) {
            let c = table[Int(base[i + k])]
            if c & 1 != 0 || (c & 2 != 0 && isPair(k)) { mask |= ByteVector.mark(at: k) }
        }
        return mask
    }
}
