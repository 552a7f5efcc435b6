import Foundation

/// Items handed from the threads that make them to the threads that take them, in the order
/// put; `take` waits for the next one, and gives nil once the queue is closed and empty.
final class HandOff<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item?] = []
    private var head = 0
    private var closed = false

    func put(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    /// No more items will be put: the takers end once they have taken the rest.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count && !closed { condition.wait() }
        guard head < items.count else { return nil }
        let item = items[head]
        items[head] = nil  // (not kept once taken)
        head += 1
        return item
    }
}
