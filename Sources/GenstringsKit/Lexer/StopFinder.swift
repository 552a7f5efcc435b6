/// Walks a buffer forward to the members of a `StopSet`, below a fixed `limit`. It remembers the
/// rest of the current 16-byte block, so that several stops in one block cost one vector test,
/// and a jump (past a string, a comment) only retests the block it lands in.
///
/// Speed: a block test reads 17 bytes (the block and the byte after it, for pairs). Blocks
/// before `checkedFrom` lie wholly inside the buffer and below `limit`, so one comparison per
/// block stands for the limit test and both bounds tests of the loads; only the last block or
/// two of a buffer take the bounds-checked test (about 8 of the 40 instructions a block cost).
struct StopFinder {
    let base: UnsafePointer<UInt8>
    /// Readable bytes; the tests never read at or past it.
    let count: Int
    /// Where the walk ends: `next` returns at most this.
    let limit: Int
    /// Blocks starting before this offset are below `limit` and can be read with the byte after
    /// them without a bounds check: `min(limit, count - 16)`.
    private let checkedFrom: Int
    /// Start of the block whose remaining stops are in `pending` (a multiple of 16).
    private var block = -16
    /// The block's stops not yet returned, as marks (see `ByteVector.marks`).
    private var pending: UInt64 = 0

    /// `limit` must not exceed `count`.
    init(base: UnsafePointer<UInt8>, count: Int, limit: Int) {
        self.base = base
        self.count = count
        self.limit = limit
        checkedFrom = min(limit, count &- 16)
    }

    /// The first offset at or after `p` (and before `limit`) where a member of `set` starts,
    /// or `limit`. Calls must not move backwards.
    @inline(__always)
    mutating func next<Shape: StopShape>(from p: Int, in set: StopSet, _ shape: Shape.Type) -> Int {
        guard p < limit else { return limit }
        if p &- block >= 16 {
            block = p & ~15
            pending = mask(set, shape)
        }
        pending &= ~0 &<< UInt64(truncatingIfNeeded: (p &- block) &<< ByteVector.markShift)
        while pending == 0 {
            block &+= 16
            if block >= checkedFrom {
                if block >= limit { return limit }
                pending = set.mask(shape, in: base, at: block, count: count)
            } else {
                pending = set.innerMask(shape, in: base, at: block)
            }
        }
        return min(block &+ pending.trailingZeroBitCount &>> ByteVector.markShift, limit)
    }

    /// The stops of the block at `block` (below `limit`).
    @inline(__always)
    private func mask<Shape: StopShape>(_ set: StopSet, _ shape: Shape.Type) -> UInt64 {
        block < checkedFrom ? set.innerMask(shape, in: base, at: block)
            : set.mask(shape, in: base, at: block, count: count)
    }
}
