import Foundation

/// Items handed from the threads that make them to the threads that take them, in the order
/// put (unless put `first`); `take` waits for the next one, and gives nil once the queue is
/// closed and empty.
final class HandOff<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    /// The items; those before `head` are taken (nil).
    private var items: [Item?] = []
    private var head = 0
    private var closed = false

    /// Adds `item` after the others, or (`first`) before them: the next `take` gives it.
    func put(_ item: Item, first: Bool = false) {
        condition.lock()
        if !first {
            items.append(item)
        } else if head > 0 {
            head -= 1
            items[head] = item
        } else {
            items.insert(item, at: 0)
        }
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
