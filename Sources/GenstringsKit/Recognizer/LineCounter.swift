/// Line and column (1-based, column in bytes) of offsets in a buffer, counted lazily and
/// incrementally: queries in increasing order cost one pass over the buffer in all, and that
/// pass counts newlines 64 bytes per step (`ByteVector.count`).
struct LineCounter {
    let base: UnsafePointer<UInt8>
    let count: Int
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    mutating func location(of target: Int) -> (line: Int, column: Int) {
        if target < offset {
            offset = 0
            line = 1
            lineStart = 0
        }
        let end = min(target, count)
        if offset < end {
            let newlines = ByteVector.count(0x0A, in: base, from: offset, to: end)
            if newlines > 0 {
                line += newlines
                lineStart = ByteVector.last(0x0A, in: base, from: offset, to: end)! + 1
            }
            offset = end
        }
        return (line, target - lineStart + 1)
    }
}
