extension String {
    /// Calls `body` with the string's UTF-8 bytes: in place for a native string, from a copy
    /// otherwise. Unlike `withUTF8`, which is mutating, it needs no copy of the string to call
    /// on, and so no retain and release of its storage: the writer threads share the texts,
    /// and counting references to the same strings from both cores costs more than the work.
    @inline(__always)
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
