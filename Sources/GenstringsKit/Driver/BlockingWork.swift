import Foundation

/// Work items that mostly wait for the disk (writing and syncing files), run on threads of
/// their own: `DispatchQueue.concurrentPerform` runs one thread per core, so while one item
/// waits in `fsync` its core would sit idle.
enum BlockingWork {
    /// Calls `body` once for each of `0..<iterations`, on up to `width` threads of their own,
    /// while the caller goes on; the group is done when every call has returned.
    static func start(iterations: Int, width: Int, _ body: @escaping (Int) -> Void) -> DispatchGroup {
        let threads = min(iterations, max(1, width))
        let queue = WorkQueue(count: iterations)
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            let thread = Thread {
                while let i = queue.next() { body(i) }
                done.leave()
            }
            thread.start()
        }
        return done
    }
}
