import XCTest
@testable import GenstringsKit

final class HandOffTests: XCTestCase {
    /// Every item put is taken once, by one of several takers, and each taker ends (nil)
    /// once the queue is closed and empty; a single taker gets them in the order put.
    func testItemsTakenOnceThenNil() {
        for takers in [1, 3, 8] {
            let queue = HandOff<Int>()
            let lock = NSLock()
            var taken: [Int] = []
            let done = DispatchGroup()
            for _ in 0..<takers {
                done.enter()
                ThreadPool.shared.async {
                    while let item = queue.take() {
                        lock.lock()
                        taken.append(item)
                        lock.unlock()
                    }
                    done.leave()
                }
            }
            for i in 0..<500 { queue.put(i) }
            queue.close()
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "takers left waiting after close")
            XCTAssertEqual(takers == 1 ? taken : taken.sorted(), Array(0..<500), "\(takers) takers")
        }
        let empty = HandOff<Int>()
        empty.close()
        XCTAssertNil(empty.take())
    }

    /// An item put `first` is taken next, before those put earlier, whether or not some were
    /// taken already.
    func testItemPutFirstIsTakenNext() {
        let queue = HandOff<Int>()
        queue.put(1, first: true)
        queue.put(2)
        queue.put(3)
        queue.put(4, first: true)
        XCTAssertEqual(queue.take(), 4)
        XCTAssertEqual(queue.take(), 1)
        queue.put(5, first: true)
        queue.put(6)
        queue.close()
        var rest: [Int] = []
        while let item = queue.take() { rest.append(item) }
        XCTAssertEqual(rest, [5, 2, 3, 6])
    }
}
