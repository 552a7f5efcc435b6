/// Walks a buffer forward to the members of a `StopSet`. It remembers the rest of the current
/// 16-byte block, so that several stops in one block cost one vector test, and a jump (past a
/// string, a comment) only retests the block it lands in.
struct StopFinder {
    let base: UnsafePointer<UInt8>
    /// Readable bytes; the tests never read at or past it.
    let count: Int
    /// Start of the block whose remaining stops are in `pending` (a multiple of 16).
    private var block = -16
    /// The block's stops not yet returned, four bits per byte (see `ByteVector.nibbles`).
    private var pending: UInt64 = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The first offset at or after `p` (and before `limit`) where a member of `set` starts,
    /// or `limit`. Calls must not move backwards.
    @inline(__always)
    mutating func next<Shape: StopShape>(from p: Int, limit: Int, in set: StopSet, _ shape: Shape.Type) -> Int {
        guard p < limit else { return limit }
        if p &- block >= 16 {
            block = p & ~15
            pending = set.mask(shape, in: base, at: block, count: count)
        }
        pending &= ~0 &<< UInt64(truncatingIfNeeded: (p &- block) &<< 2)
        while pending == 0 {
            block &+= 16
            if block >= limit { return limit }
            pending = set.mask(shape, in: base, at: block, count: count)
        }
        return min(block &+ pending.trailingZeroBitCount &>> 2, limit)
    }
}
