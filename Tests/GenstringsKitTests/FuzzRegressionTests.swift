import Foundation
import XCTest
@testable import GenstringsKit

/// Every input kept in Fuzz/regressions/ runs through the fuzz entry point without crashing.
final class FuzzRegressionTests: XCTestCase {
    func testRegressionInputs() throws {
        let folder = Paths.repository.appendingPathComponent("Fuzz/regressions")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".input") }.sorted()
        XCTAssertFalse(inputs.isEmpty)
        for name in inputs {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            data.withUnsafeBytes { FuzzEntry.run($0) }
        }
    }
}
