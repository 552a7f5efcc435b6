/// Result slots filled by `ThreadPool.perform`: each concurrent iteration
/// writes only its own slot, so sharing the buffer is safe.
struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
