/// Line and column (1-based, column in bytes) of offsets in a buffer, counted lazily and
/// incrementally: queries in increasing order cost one pass over the buffer in all.
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
        var p = offset
        while p < end {
            if base[p] == 0x0A {
                line += 1
                lineStart = p + 1
            }
            p += 1
        }
        offset = end
        return (line, target - lineStart + 1)
    }
}
