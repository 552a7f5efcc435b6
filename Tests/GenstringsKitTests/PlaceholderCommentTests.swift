import XCTest
@testable import GenstringsKit

final class PlaceholderCommentTests: XCTestCase {
    /// The recognizer's static copy of genstrings' placeholder comment is the writer's.
    func testRecognizerPlaceholderIsTheWritersPlaceholder() {
        XCTAssertEqual(CallRecognizer.placeholderComment.description, StringsWriter.noComment)
    }
}
