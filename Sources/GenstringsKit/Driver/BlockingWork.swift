import Foundation

/// Work items that mostly wait for the disk (writing and syncing files), run on threads of
/// their own: `DispatchQueue.concurrentPerform` runs one thread per core, so while one item
/// waits in `fsync` its core would sit idle.
enum BlockingWork {
    /// Calls `body` once for each of `0..<iterations`, on up to `width` threads at once, and
    /// returns when every call has returned.
    static func perform(iterations: Int, width: Int, _ body: @escaping (Int) -> Void) {
        guard min(iterations, width) > 1 else {
            for i in 0..<iterations { body(i) }
            return
        }
        start(iterations: iterations, width: width, body).wait()
    }

    /// `perform` without waiting: the calls run on threads of their own while the caller goes
    /// on; the group is done when every call has returned.
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
