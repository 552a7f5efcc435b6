/// Entries appended by call recognizers, in memory from which the extractor can move them
/// into the final array. Copying out of a Swift array would update the reference count of
/// every string of every entry (and again when the array is freed); moving costs a memcpy.
/// The memory is a list of fixed-size chunks, so growing never moves entries.
///
/// Entries are moved out in ranges (from several threads at once if the ranges are disjoint);
/// once every entry has been moved, exactly once, `forgetMoved()` makes the buffer empty
/// without destroying them again.
final class EntryBuffer {
    private static let chunkSize = 4096
    private var chunks: [UnsafeMutablePointer<LocalizedEntry>] = []
    private(set) var count = 0

    deinit {
        var left = count
        for chunk in chunks {
            chunk.deinitialize(count: min(left, Self.chunkSize))
            left -= min(left, Self.chunkSize)
            chunk.deallocate()
        }
    }

    /// Appends an entry made in place from the texts, which are moved in: building the entry
    /// first and passing it in would copy it, touching the reference count of every string.
    func append(key: consuming String, keyHash: Int, value: consuming String?, comment: consuming String?,
                table: consuming String, tableHash: Int, file: String, line: Int, column: Int) {
        let offset = count % Self.chunkSize
        if offset == 0 && count / Self.chunkSize == chunks.count {
            chunks.append(.allocate(capacity: Self.chunkSize))
        }
        // (The memberwise initializer: with an explicit one the optimizer copies the entry.)
        (chunks[count / Self.chunkSize] + offset).initialize(
            to: LocalizedEntry(key: key, value: value, comment: comment, table: table, file: file, line: line, column: column,
                               groupHash: LocalizedEntry.groupHash(tableHash: tableHash, keyHash: keyHash)))
        count += 1
    }

    /// Moves the entries of `range` to uninitialized memory at `destination`. It changes
    /// nothing in the buffer itself, so disjoint ranges can be moved concurrently.
    func moveOut(_ range: Range<Int>, to destination: UnsafeMutablePointer<LocalizedEntry>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        var from = range.lowerBound
        var to = destination
        while from < range.upperBound {
            let offset = from % Self.chunkSize
            let n = min(range.upperBound - from, Self.chunkSize - offset)
            to.moveInitialize(from: chunks[from / Self.chunkSize] + offset, count: n)
            from += n
            to += n
        }
    }

    /// Empties the buffer after every entry was moved out (the chunks are kept for reuse).
    func forgetMoved() {
        count = 0
    }

    /// All entries, moved into an array (the buffer is left empty).
    func takeAll() -> [LocalizedEntry] {
        let n = count
        let entries = [LocalizedEntry](unsafeUninitializedCapacity: n) { buffer, initialized in
            if n > 0 { moveOut(0..<n, to: buffer.baseAddress!) }
            initialized = n
        }
        forgetMoved()
        return entries
    }
}
