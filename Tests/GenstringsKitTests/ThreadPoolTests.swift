import XCTest
@testable import GenstringsKit

final class ThreadPoolTests: XCTestCase {
    /// Every job given to `async` runs exactly once, however many are given at once.
    func testEachAsyncJobOnce() {
        for jobs in [0, 1, 5, 37, 200] {
            let lock = NSLock()
            var seen = [Int](repeating: 0, count: jobs)
            let done = DispatchGroup()
            for i in 0..<jobs {
                done.enter()
                ThreadPool.shared.async {
                    lock.lock()
                    seen[i] += 1
                    lock.unlock()
                    done.leave()
                }
            }
            done.wait()
            XCTAssertEqual(seen, [Int](repeating: 1, count: jobs), "\(jobs)")
        }
    }

    /// `perform` runs each index once and returns when all have; parallel work inside a job,
    /// and jobs that wait for each other, do not wait for a thread (the pool grows).
    func testPerformRunsEachIndexOnceAndNests() {
        for iterations in [0, 1, 2, 3, 50] {
            let lock = NSLock()
            var seen = [Int](repeating: 0, count: iterations)
            ThreadPool.shared.perform(iterations: iterations) { i in
                ThreadPool.shared.perform(iterations: 3) { _ in
                    lock.lock()
                    seen[i] += 1
                    lock.unlock()
                }
            }
            XCTAssertEqual(seen, [Int](repeating: 3, count: iterations), "\(iterations)")
        }
        // Many short runs in a row, each handing work to a pool thread and waiting for it.
        var total = 0
        let lock = NSLock()
        for _ in 0..<2000 {
            ThreadPool.shared.perform(iterations: 2) { _ in
                lock.lock()
                total += 1
                lock.unlock()
            }
        }
        XCTAssertEqual(total, 4000)
        // Eight jobs that can only end together: each waits until all have begun.
        let arrived = NSCondition()
        var count = 0
        let waiting = DispatchGroup()
        for _ in 0..<8 {
            waiting.enter()
            ThreadPool.shared.async {
                arrived.lock()
                count += 1
                arrived.broadcast()
                while count < 8 { arrived.wait() }
                arrived.unlock()
                waiting.leave()
            }
        }
        XCTAssertEqual(waiting.wait(timeout: .now() + 30), .success, "jobs waiting for each other were left without threads")
    }
}
