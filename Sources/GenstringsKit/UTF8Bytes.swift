import Foundation

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

    /// Whether the string's UTF-8 bytes come before `other`'s (as `utf8.lexicographicallyPrecedes`,
    /// which goes byte by byte through the generic views: a folder's names were sorted so).
    func utf8Precedes(_ other: String) -> Bool {
        withUTF8Bytes { a in
            other.withUTF8Bytes { b in
                let n = min(a.count, b.count)
                if n > 0 {
                    let c = memcmp(a.baseAddress!, b.baseAddress!, n)
                    if c != 0 { return c < 0 }
                }
                return a.count < b.count
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text` as one copy (appending `text.utf8` goes byte by byte).
    @inline(__always)
    mutating func appendUTF8(_ text: String) {
        text.withUTF8Bytes { append(contentsOf: $0) }
    }

    /// Appends the bytes of a literal as one copy (appending a literal's `utf8` view went
    /// through the array's generic append, a few hundred instructions a table entry).
    @inline(__always)
    mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}
