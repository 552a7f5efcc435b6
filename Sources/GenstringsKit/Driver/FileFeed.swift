import Foundation

/// The files to scan, handed to the scanning threads while the folders are still being listed:
/// `add` puts the next file in command-line order, `close` says the list is complete, and
/// `next` gives each file once, in order, waiting for the next one while the list is open.
///
/// A thread that finds nothing to take looks again, yielding its core between looks, for up to
/// `lookingTime` before it sleeps: only at the start of a run (or in folders with few sources)
/// is the listing ahead of the scan, for a few microseconds at a time, and a sleeping thread
/// woken by the listing thread could take a millisecond or more to run again (see
/// `ThreadStart`).
public final class FileFeed: @unchecked Sendable {
    private let condition = NSCondition()
    private var files: [String] = []
    private var taken = 0
    private var closed = false
    private var sleepers = 0

    static let lookingTime: UInt64 = 2_000_000  // nanoseconds

    public init() {}

    public func add(_ file: String) {
        condition.lock()
        files.append(file)
        if sleepers > 0 { condition.signal() }
        condition.unlock()
    }

    /// No file will be added any more: the takers end once they have taken the rest.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The files added so far, in order.
    public var added: [String] {
        condition.lock()
        defer { condition.unlock() }
        return files
    }

    /// The next file not yet taken and its index in command-line order; nil once the feed is
    /// closed and every file taken.
    public func next() -> (index: Int, path: String)? {
        condition.lock()
        defer { condition.unlock() }
        ThreadPool.look(holding: condition, for: Self.lookingTime) { taken == files.count && !closed }
        while taken == files.count && !closed {
            sleepers += 1
            condition.wait()
            sleepers -= 1
        }
        guard taken < files.count else { return nil }
        taken += 1
        return (taken - 1, files[taken - 1])
    }
}
