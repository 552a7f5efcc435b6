import XCTest
@testable import GenstringsKit

final class ThreadStartTests: XCTestCase {
    /// A started thread runs its body once, and may then run on every core the process may
    /// (it begins on one core of them, which it must not stay held to).
    func testStartedThreadRunsOnceOnAnyCore() {
        let cores = ThreadStart.callingThreadCores()
        let lock = NSLock()
        var runs: [[Int]] = []
        let done = DispatchGroup()
        for _ in 0..<4 {
            done.enter()
            ThreadStart.start {
                let seen = ThreadStart.callingThreadCores()
                lock.lock()
                runs.append(seen)
                lock.unlock()
                done.leave()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(runs, [[Int]](repeating: cores, count: 4))
    }
}
