import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How many cores the process may use, as `ProcessInfo.activeProcessorCount` counts them: on
/// Linux, the cores its CPU affinity allows (which the control group's cpuset narrows), at most
/// its control group's CPU quota (quota over period, rounded up), and at least one.
///
/// Read with a few system calls: Foundation's answer took 0.3 ms of every run's start, before
/// the threads could begin (URLs and `Data` made for two small files, and the type metadata
/// they need made on first use).
enum ProcessorCount {
    static func active() -> Int {
        #if canImport(Glibc)
        var count = ThreadStart.callingThreadCores().count
        if count == 0 { count = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
        if let quota = quotaCores() { count = min(count, quota) }
        return max(1, count)
        #else
        return ProcessInfo.processInfo.activeProcessorCount
        #endif
    }

    #if canImport(Glibc)
    /// The cores the control group's CPU quota grants, rounded up; nil when it sets none (or
    /// its files cannot be read). cgroup v2 (`cpu.max`: `max 100000`, or `150000 100000`),
    /// else v1 (`cpu.cfs_quota_us`, -1 for none, and `cpu.cfs_period_us`).
    static func quotaCores(root: String = "/sys/fs/cgroup") -> Int? {
        if let fields = firstLine(of: root + "/cpu.max")?.split(separator: " ") {
            guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else { return nil }
            return cores(quota: quota, period: period)
        }
        guard let quota = firstLine(of: root + "/cpu/cpu.cfs_quota_us").flatMap({ Int($0) }),
              let period = firstLine(of: root + "/cpu/cpu.cfs_period_us").flatMap({ Int($0) }) else { return nil }
        return cores(quota: quota, period: period)
    }

    /// `quota` over `period`, rounded up; nil for no quota (a negative one).
    static func cores(quota: Int, period: Int) -> Int? {
        guard quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }

    /// The first line of a small file (at most 127 bytes of it), without its line break; nil
    /// when it cannot be read.
    private static func firstLine(of path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, 127) }
        guard n > 0 else { return nil }
        let line = bytes[..<n].prefix { $0 != 0x0A }
        return String(decoding: line, as: UTF8.self)
    }
    #endif
}
