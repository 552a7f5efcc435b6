import XCTest
@testable import GenstringsKit

final class FileFeedTests: XCTestCase {
    /// Each file added is taken once, with its index; a taker gets files in the order added; a
    /// taker that stopped looking and sleeps gets the next file added; every taker ends (nil)
    /// once the feed is closed and empty.
    func testFilesTakenOnceInOrderThenNil() {
        let feed = FileFeed()
        let lock = NSLock()
        var taken: [[(index: Int, path: String)]] = []
        let done = DispatchGroup()
        for _ in 0..<3 {
            done.enter()
            ThreadPool.shared.async {
                var mine: [(index: Int, path: String)] = []
                while let file = feed.next() { mine.append(file) }
                lock.lock()
                taken.append(mine)
                lock.unlock()
                done.leave()
            }
        }
        for i in 0..<300 {
            if i == 150 { usleep(UInt32(3 * FileFeed.lookingTime / 1000)) }
            feed.add("file\(i)")
        }
        feed.close()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "takers left waiting after close")
        XCTAssertEqual(taken.count, 3)
        for mine in taken {
            XCTAssertEqual(mine.map(\.index), mine.map(\.index).sorted())
            XCTAssertTrue(mine.allSatisfy { $0.path == "file\($0.index)" })
        }
        XCTAssertEqual(taken.joined().map(\.index).sorted(), Array(0..<300))
        XCTAssertEqual(feed.added.count, 300)
        XCTAssertNil(feed.next())
    }
}
