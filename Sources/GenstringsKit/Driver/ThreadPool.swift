import Foundation

/// Threads kept for the parallel parts of a run (the scan, the renumbering after it, the
/// tables), started before they are needed: `DispatchQueue.concurrentPerform` wakes or makes
/// its second thread only when asked, which took up to 4 ms here, while the first core had
/// begun the scan alone; and starting a `Thread` per table held up the first table by 0.6 ms.
///
/// A job never waits for a thread: when more jobs are waiting than threads are idle, threads
/// are added. (So a job may itself run parallel work, and two callers never wait on each
/// other.) Threads are never ended; a run needs a few.
final class ThreadPool: @unchecked Sendable {
    static let shared = ThreadPool()

    /// The cores the process may use (see `ProcessorCount`, which reads the control group's
    /// files at each call), read once.
    static let cores = ProcessorCount.active()

    private let condition = NSCondition()
    /// Waiting jobs are `jobs[head...]`.
    private var jobs: [() -> Void] = []
    private var head = 0
    /// Threads started; those not yet waiting for jobs; those waiting for one; those looking
    /// for one before they wait (see `serve`).
    private var threads = 0
    private var starting = 0
    private var idle = 0
    private var looking = 0
    /// Jobs queued for the looking threads to take, that no waiting thread was woken for.
    private var lookersJobs = 0

    /// How long a thread that finished a job looks for the next before it waits (one thread at
    /// a time, when there are several cores): the steps of a run hand their parallel work out
    /// a few hundred microseconds apart, and a waiting thread woken for it was at times put on
    /// the busy core of the thread that woke it, and ran a millisecond later (see `ThreadStart`).
    static let lookingTime: UInt64 = 3_000_000  // nanoseconds

    /// Makes sure `count` threads are (or will soon be) ready, holding up the caller for the
    /// start of one thread at most: that thread starts the others.
    /// (The threads are counted at once, so that jobs queued meanwhile wait for them rather
    /// than have the caller start more.)
    func prepare(threads count: Int) {
        condition.lock()
        let missing = count - threads
        if missing > 0 {
            threads += missing
            starting += missing
        }
        condition.unlock()
        guard missing > 0 else { return }
        launch { [self] in
            for _ in 1..<missing { launch(nil) }
        }
    }

    /// As `DispatchQueue.concurrentPerform`: `body(i)` for each `i` in `0..<iterations`, on the
    /// caller's thread and on the pool's, one per core in all; returns when all have.
    ///
    /// (`body` is escaping, rather than made so by `withoutActuallyEscaping`, whose check that it
    /// did not escape is a race here: a pool thread may release its last reference to `body`
    /// after saying it is done, as ARC may move a release past a call.)
    ///
    /// `afterQueueing` runs on the caller's thread once the pool's part is queued (so that jobs
    /// it queues come after it), before the caller's part.
    func perform(iterations: Int, afterQueueing: () -> Void = {}, _ body: @escaping (Int) -> Void) {
        let width = min(iterations, Self.cores)
        guard width > 1 else {
            afterQueueing()
            for i in 0..<iterations { body(i) }
            return
        }
        let queue = WorkQueue(count: iterations)
        let done = submit(width - 1, takingFrom: queue, body)
        afterQueueing()
        while let i = queue.next() { body(i) }
        Self.wait(for: done)
    }

    /// Looks, for up to `time` nanoseconds, until `waiting` (read with `lock` held, as it is on
    /// entry and return) is false, yielding the core between looks (each holds the lock, which
    /// the threads it waits for take): a thread that sleeps on a condition instead could take a
    /// millisecond to run again once woken (see `ThreadStart`).
    static func look(holding lock: NSCondition, for time: UInt64, while waiting: () -> Bool) {
        let deadline = DispatchTime.now().uptimeNanoseconds + time
        while waiting() && DispatchTime.now().uptimeNanoseconds < deadline {
            lock.unlock()
            for _ in 0..<20 { sched_yield() }
            lock.lock()
        }
    }

    /// Waits until `group` is done, looking for up to `lookingTime` before it sleeps: a thread
    /// that waited for a thread on another core to end its part could take a millisecond to
    /// run again once woken (see `ThreadStart`).
    static func wait(for group: DispatchGroup) {
        let deadline = DispatchTime.now().uptimeNanoseconds + lookingTime
        while group.wait(timeout: .now()) == .timedOut {
            guard cores > 1, DispatchTime.now().uptimeNanoseconds < deadline else {
                group.wait()
                return
            }
            sched_yield()
        }
    }

    /// Runs `job` on one of the pool's threads while the caller goes on.
    func async(_ job: @escaping () -> Void) {
        submit([job])
    }

    /// Queues `count` jobs that call `body` with the indices they take from `queue` until it is
    /// empty; the group is done when all have stopped.
    private func submit(_ count: Int, takingFrom queue: WorkQueue, _ body: @escaping (Int) -> Void) -> DispatchGroup {
        let done = DispatchGroup()
        submit((0..<count).map { _ in
            done.enter()
            return {
                while let i = queue.next() { body(i) }
                done.leave()
            }
        })
        return done
    }

    /// Queues `newJobs`, with a thread for each that no idle thread will take.
    private func submit(_ newJobs: [() -> Void]) {
        condition.lock()
        jobs += newJobs
        // Idle threads that were signalled but have not yet taken a job still count as idle,
        // and the jobs they will take as waiting; threads still starting will take jobs too.
        var missing = jobs.count - head - idle - starting - looking
        while missing > 0 {
            threads += 1
            starting += 1
            launch(nil)
            missing -= 1
        }
        // One thread woken per job that no looking thread will take: waking every idle thread
        // for one job had them compete for the cores with the threads at work, and a thread
        // woken on the busy core could take the job before the looking one, on the other.
        let forLookers = min(newJobs.count, max(0, looking - lookersJobs))
        lookersJobs += forLookers
        for _ in 0..<(newJobs.count - forLookers) { condition.signal() }
        condition.unlock()
    }

    /// Starts a counted thread (on another core than the caller's: see `ThreadStart`), which
    /// runs `first` and then waits for jobs.
    private func launch(_ first: (() -> Void)?) {
        ThreadStart.start { [self] in
            first?()
            serve()
        }
    }

    private func serve() {
        condition.lock()
        starting -= 1
        // Only a thread that has done a job looks for the next: threads just started (while a
        // run's scan begins) would take the cores' time from the threads at work.
        var worked = false
        while true {
            // A looking thread takes the oldest job, a thread woken for a job the newest: the
            // job queued first (the part of a `perform`) goes to the thread already running,
            // not to a woken one that may have to wait for a core.
            var woken = false
            if worked && head == jobs.count && looking == 0 && Self.cores > 1 {
                looking += 1
                Self.look(holding: condition, for: Self.lookingTime) { head == jobs.count }
                looking -= 1
                lookersJobs = max(0, lookersJobs - 1)
            }
            while head == jobs.count {
                idle += 1
                condition.wait()
                idle -= 1
                woken = true
            }
            let job: () -> Void
            if woken {
                job = jobs.removeLast()
            } else {
                job = jobs[head]
                jobs[head] = {}  // (not kept once taken)
                head += 1
            }
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                head = 0
            }
            condition.unlock()
            job()
            worked = true
            condition.lock()
        }
    }
}
