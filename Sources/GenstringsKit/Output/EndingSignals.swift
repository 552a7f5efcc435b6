import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that end a run (Ctrl-C, `kill`, a closed terminal), which `TemporaryFiles`
/// catches to remove the run's temporary files.
///
/// The pool's threads are born with them blocked (`ThreadStart`), so that they reach the
/// thread that started the run; and that thread holds them off while it renames a run's files
/// into place (`StagedWrites.finish`), so that a signal in the middle leaves all the tables
/// new, not some new and some old: it is taken, and ends the run, once they are in place.
enum EndingSignals {
    static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Blocks the signals on the calling thread; the thread's mask before, for `restore`.
    private static func block() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        return previous
    }

    /// Sets the calling thread's mask back to `mask`; a signal that came meanwhile is taken then.
    private static func restore(_ mask: sigset_t) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    /// Runs `body` with the signals held off on the calling thread.
    static func heldOff<T>(_ body: () throws -> T) rethrows -> T {
        let previous = block()
        defer { restore(previous) }
        return try body()
    }
}
