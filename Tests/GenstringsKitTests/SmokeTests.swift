import XCTest
@testable import GenstringsKit
final class SmokeTests: XCTestCase { func testVersion() { XCTAssertFalse(GenstringsKit.version.isEmpty) } }
