import XCTest
@testable import GenstringsKit

final class ProcessorCountTests: XCTestCase {
#if canImport(Glibc)
    /// The control group's CPU quota, in cores rounded up: cgroup v2's `cpu.max` first, else
    /// v1's two files; none for `max`, a quota of -1, files that are missing or not numbers.
    func testQuotaFromControlGroupFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cgroup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("cpu"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ name: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }
        // Each step writes a file (or none), then the quota expected with the files so far.
        let steps: [(file: String?, text: String, cores: Int?)] = [
            (nil, "", nil),
            ("cpu/cpu.cfs_quota_us", "-1\n", nil),
            ("cpu/cpu.cfs_period_us", "100000\n", nil),
            ("cpu/cpu.cfs_quota_us", "50000\n", 1),
            ("cpu/cpu.cfs_quota_us", "300000\n", 3),
            // cgroup v2 wins where its file is there.
            ("cpu.max", "max 100000\n", nil),
            ("cpu.max", "150000 100000\n", 2),
            ("cpu.max", "200000 100000", 2),
            ("cpu.max", "garbage\n", nil),
        ]
        for (file, text, cores) in steps {
            if let file { try write(text, file) }
            XCTAssertEqual(ProcessorCount.quotaCores(root: root.path), cores, "\(file ?? "no file"): \(text)")
        }
    }

    /// At least one core, and no more than the calling thread may run on.
    func testActiveCountIsWithinTheAllowedCores() {
        let allowed = ThreadStart.callingThreadCores().count
        XCTAssertGreaterThanOrEqual(ProcessorCount.active(), 1)
        if allowed > 0 { XCTAssertLessThanOrEqual(ProcessorCount.active(), allowed) }
    }
#endif
}
