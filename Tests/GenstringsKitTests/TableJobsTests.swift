import XCTest
@testable import GenstringsKit

/// The order in which the tables are made (`TableJobs`, used by `Driver.writeTables`).
final class TableJobsTests: XCTestCase {
    func testSmallTablesAreMadeWholeLargestFirst() {
        let plan = TableJobs(keyCounts: [3, 40, 7], cores: 2, partKeys: 256)
        XCTAssertEqual(plan.bySize, [1, 2, 0])
        XCTAssertEqual(plan.parts, 1)
        XCTAssertEqual(plan.jobs, [.table(1), .table(2), .table(0)])
        XCTAssertEqual(plan.later, [])
    }

    func testOneCoreMakesEveryTableWhole() {
        let plan = TableJobs(keyCounts: [5000, 10], cores: 1, partKeys: 256)
        XCTAssertEqual(plan.parts, 1)
        XCTAssertEqual(plan.jobs, [.table(0), .table(1)])
    }

    func testNoTablesNoJobs() {
        let plan = TableJobs(keyCounts: [], cores: 2, partKeys: 256)
        XCTAssertEqual(plan.parts, 1)
        XCTAssertEqual(plan.jobs, [])
    }

    /// The largest table in two parts per core, after its order and about a quarter of its
    /// keys' worth of the other tables; the rest taken after the parts.
    func testALargeTableIsMadeInPartsAfterAQuarterOfItsKeysOfOthers() {
        // Table 2 has 4,000 keys: 1,000 keys of others come first (tables 0 and 3: 600 + 500).
        let plan = TableJobs(keyCounts: [600, 100, 4000, 500, 200], cores: 2, partKeys: 256)
        XCTAssertEqual(plan.bySize, [2, 0, 3, 4, 1])
        XCTAssertEqual(plan.parts, 4)
        XCTAssertEqual(plan.jobs, [.order, .table(0), .table(3), .part(0), .part(1), .part(2), .part(3), .later, .later])
        XCTAssertEqual(plan.later, [4, 1])
    }

    /// Parts of at least `partKeys` keys: a table of 600 keys is made in two.
    func testPartsHaveAtLeastPartKeysKeys() {
        let plan = TableJobs(keyCounts: [600, 10], cores: 4, partKeys: 256)
        XCTAssertEqual(plan.parts, 2)
        XCTAssertEqual(plan.jobs, [.order, .table(1), .part(0), .part(1)])
        XCTAssertEqual(plan.later, [])
        XCTAssertEqual(TableJobs(keyCounts: [511], cores: 4, partKeys: 256).parts, 1)
    }
}
