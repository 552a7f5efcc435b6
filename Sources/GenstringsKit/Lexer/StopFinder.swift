/// Walks a buffer forward to the members of a `StopSet`, below a fixed `limit`. It remembers the
/// rest of the current block (32 bytes, two vector tests, where a byte has one mark; else 16),
/// so that several stops in one block cost one test, and a jump (past a string, a comment)
/// only retests the block it lands in.
///
/// Speed: a vector test reads 17 bytes (its 16 and the byte after them, for pairs). Blocks
/// before `checkedFrom` lie wholly inside the buffer and below `limit`, so one comparison per
/// block stands for the limit test and both bounds tests of the loads; only the last block or
/// two of a buffer take the bounds-checked test (about 8 of the 40 instructions a block cost).
/// Blocks of 32 bytes took 1 % more instructions than 16 and spared a tenth of the run's
/// mispredicted branches (the exit of the loop over blocks without a stop, at most stops).
/// In a build for AVX2 (`WideBytes`), a block below `checkedFrom` is one 32-byte test.
struct StopFinder {
    let base: UnsafePointer<UInt8>
    /// Readable bytes; the tests never read at or past it.
    let count: Int
    /// Where the walk ends: `next` returns at most this.
    let limit: Int
    /// Blocks starting before this offset are below `limit` and can be read with the byte after
    /// them without a bounds check: `min(limit, count - blockSize)`.
    private let checkedFrom: Int
    /// Start of the block whose remaining stops are in `pending` (a multiple of `blockSize`).
    private var block = -Self.blockSize
    /// The block's stops not yet returned, as marks (see `ByteVector.marks`).
    private var pending: UInt64 = 0

    /// `limit` must not exceed `count`.
    init(base: UnsafePointer<UInt8>, count: Int, limit: Int) {
        self.base = base
        self.count = count
        self.limit = limit
        checkedFrom = min(limit, count &- Self.blockSize)
    }

    /// The first offset at or after `p` (and before `limit`) where a member of `set` starts,
    /// or `limit`. Calls must not move backwards.
    @inline(__always)
    mutating func next<Shape: StopShape>(from p: Int, in set: StopSet, _ shape: Shape.Type) -> Int {
        guard p < limit else { return limit }
        if p &- block >= Self.blockSize {
            block = p & ~(Self.blockSize &- 1)
            pending = mask(set, shape)
        }
        pending &= ~0 &<< UInt64(truncatingIfNeeded: (p &- block) &<< ByteVector.markShift)
        while pending == 0 {
            block &+= Self.blockSize
            if block >= checkedFrom {
                if block >= limit { return limit }
                pending = outerMask(set, shape)
            } else {
                pending = innerMask(set, shape)
            }
        }
        return min(block &+ pending.trailingZeroBitCount &>> ByteVector.markShift, limit)
    }

    /// Bytes a block: 32 where a byte has one mark (two vectors' marks in one word: fewer turns
    /// of the loop over blocks without a stop, whose exit was mispredicted at most stops), else 16.
    static var blockSize: Int { ByteVector.markShift == 0 ? 32 : 16 }

    /// The stops of the block at `block` (below `limit`).
    @inline(__always)
    private func mask<Shape: StopShape>(_ set: StopSet, _ shape: Shape.Type) -> UInt64 {
        block < checkedFrom ? innerMask(set, shape) : outerMask(set, shape)
    }

    /// The stops of the block at `block`, which lies before `checkedFrom`.
    @inline(__always)
    private func innerMask<Shape: StopShape>(_ set: StopSet, _ shape: Shape.Type) -> UInt64 {
#if GENSTRINGS_AVX2
        return set.innerWideMask(shape, in: base, at: block)
#else
        guard Self.blockSize == 32 else { return set.innerMask(shape, in: base, at: block) }
        return set.innerMask(shape, in: base, at: block) | set.innerMask(shape, in: base, at: block &+ 16) &<< 16
#endif
    }

    /// The stops of the block at `block`, read with bounds checks.
    @inline(__always)
    private func outerMask<Shape: StopShape>(_ set: StopSet, _ shape: Shape.Type) -> UInt64 {
        guard Self.blockSize == 32 else { return set.mask(shape, in: base, at: block, count: count) }
        return set.mask(shape, in: base, at: block, count: count) | set.mask(shape, in: base, at: block &+ 16, count: count) &<< 16
    }
}
