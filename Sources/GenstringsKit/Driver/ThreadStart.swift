import Foundation

/// Starts a thread of the pool (see `ThreadPool`).
///
/// On Linux a new thread is queued on its creator's core: on the 2-core virtual machines this
/// was measured on, a thread made while the run listed its folders on one core first ran 1.5
/// to 3.4 ms later, when the kernel's next tick moved it, while the other core sat idle (and
/// the scan began on one core). So each thread is made to start on another core than its
/// creator's (the cores the process may use, in turn), and lets itself go to any of them as
/// soon as it runs: it started within 0.1 ms then. Elsewhere (other C libraries than glibc, whose
/// GNU functions this calls, and other systems) a `Thread` is started.
enum ThreadStart {
    /// The thread never takes the signals that end a run: it is made with them blocked (a
    /// thread starts with its creator's mask), so that they reach the thread that puts the
    /// tables in place (see `EndingSignals`).
    static func start(_ body: @escaping () -> Void) {
        EndingSignals.heldOff {
            #if canImport(Glibc)
            if CoreSpread.shared.start(body) { return }
            #endif
            let handed = Handed(run: body)
            Thread { handed.run() }.start()
        }
    }

    /// A thread's body handed to `Thread`, whose block must be `Sendable`: the pool's bodies
    /// are run by that one thread only.
    private struct Handed: @unchecked Sendable {
        let run: () -> Void
    }

    /// The cores the calling thread may run on (Linux; elsewhere none are listed).
    static func callingThreadCores() -> [Int] {
        #if canImport(Glibc)
        var cpus = cpu_set_t()
        guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &cpus) == 0 else { return [] }
        return CoreSpread.cores(in: cpus)
        #else
        return []
        #endif
    }
}

#if canImport(Glibc)
// glibc's GNU functions, which its module does not show to Swift (they need `_GNU_SOURCE`).
@_silgen_name("pthread_attr_setaffinity_np")
private func pthread_attr_setaffinity_np(_ attr: UnsafeMutablePointer<pthread_attr_t>, _ size: Int,
                                         _ cpus: UnsafePointer<cpu_set_t>) -> Int32
@_silgen_name("pthread_setaffinity_np")
private func pthread_setaffinity_np(_ thread: pthread_t, _ size: Int, _ cpus: UnsafePointer<cpu_set_t>) -> Int32
@_silgen_name("sched_getaffinity")
private func sched_getaffinity(_ pid: pid_t, _ size: Int, _ cpus: UnsafeMutablePointer<cpu_set_t>) -> Int32
@_silgen_name("sched_getcpu")
private func sched_getcpu() -> Int32

/// The cores the process may use, and which the next thread starts on.
final class CoreSpread: @unchecked Sendable {
    static let shared = CoreSpread()

    private let allowed: cpu_set_t
    private let cores: [Int]
    private let lock = NSLock()
    private var started = 0

    private init() {
        var allowed = cpu_set_t()
        if sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) != 0 { allowed = cpu_set_t() }
        self.allowed = allowed
        cores = Self.cores(in: allowed)
    }

    static func cores(in cpus: cpu_set_t) -> [Int] {
        withUnsafeBytes(of: cpus) { bits in
            (0..<bits.count * 8).filter { bits[$0 / 8] & (1 << ($0 % 8)) != 0 }
        }
    }

    /// The thread's body, passed through `pthread_create`'s one pointer.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `body` on a thread that begins on a core other than the caller's; false when it
    /// could not (one core, or the calls failed), and nothing was started.
    func start(_ body: @escaping () -> Void) -> Bool {
        guard cores.count > 1 else { return false }
        let here = Int(sched_getcpu())
        lock.lock()
        var k = ((cores.firstIndex(of: here) ?? 0) + 1 + started) % cores.count
        if cores[k] == here { k = (k + 1) % cores.count }
        started += 1
        lock.unlock()
        var first = cpu_set_t()
        withUnsafeMutableBytes(of: &first) { $0[cores[k] / 8] |= UInt8(1 << (cores[k] % 8)) }
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        // glibc applies the attributes' cores before the thread runs any of its code.
        guard pthread_attr_setaffinity_np(&attributes, MemoryLayout<cpu_set_t>.size, &first) == 0 else { return false }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { context in
            var all = CoreSpread.shared.allowed
            _ = pthread_setaffinity_np(pthread_self(), MemoryLayout<cpu_set_t>.size, &all)
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
#endif
