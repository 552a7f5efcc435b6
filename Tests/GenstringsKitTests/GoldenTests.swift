import Foundation
import XCTest
@testable import GenstringsKit

/// Golden cases under Fixtures/Golden/<case>/:
/// - `args`: the command line (whitespace-separated; `-o` and the output folder are added),
/// - `src/`: the inputs, named in `args` relative to the case folder,
/// - `before/` (optional): files put in the output folder before the run (for `-a`, `--check`, `--merge`),
/// - `expected/`: every file the output folder must hold afterwards, byte for byte,
/// - `expected.stderr`, `expected.stdout` (optional) and `expected.status`: what the tool printed and its exit status.
/// Set GENSTRINGS_UPDATE_GOLDEN=1 to rewrite the expectations (then review them).
final class GoldenTests: XCTestCase {
    static let root = Paths.fixtures.appendingPathComponent("Golden")

    static func cases(_ prefix: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted().map { root.appendingPathComponent($0) }
    }

    func runCases(_ prefix: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let cases = Self.cases(prefix)
        XCTAssertFalse(cases.isEmpty, "no golden cases named \(prefix)*", file: file, line: line)
        for folder in cases { try runCase(folder) }
    }

    func runCase(_ folder: URL) throws {
        let name = folder.lastPathComponent
        let update = ProcessInfo.processInfo.environment["GENSTRINGS_UPDATE_GOLDEN"] == "1"
        let argsText = try String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8)
        let out = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let before = folder.appendingPathComponent("before")
        for (path, data) in filesBelow(before) {
            try data.write(to: out.appendingPathComponent(path))
        }
        var args = argsText.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        args = args.map { $0 == "$OUT" ? out.path : $0 }
        // (A case that names its own `-o` gets no other: two are a usage error.)
        if !argsText.contains("$OUT") && !args.contains("--print") && !args.contains("-o") { args = ["-o", out.path] + args }
        let result = runTool(args, in: folder)
        let stderr = result.err.replacingOccurrences(of: out.path, with: "$OUT")
        let stdout = result.out.replacingOccurrences(of: out.path, with: "$OUT")
        let produced = filesBelow(out)
        let expectedFolder = folder.appendingPathComponent("expected")
        if update {
            try? FileManager.default.removeItem(at: expectedFolder)
            try FileManager.default.createDirectory(at: expectedFolder, withIntermediateDirectories: true)
            for (path, data) in produced {
                let url = expectedFolder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            try stderr.write(to: folder.appendingPathComponent("expected.stderr"), atomically: true, encoding: .utf8)
            if !stdout.isEmpty {
                try stdout.write(to: folder.appendingPathComponent("expected.stdout"), atomically: true, encoding: .utf8)
            }
            try "\(result.status)\n".write(to: folder.appendingPathComponent("expected.status"), atomically: true, encoding: .utf8)
            return
        }
        let expected = filesBelow(expectedFolder)
        XCTAssertEqual(Set(produced.keys), Set(expected.keys), "\(name): files in the output folder")
        for (path, data) in expected {
            XCTAssertEqual(produced[path], data, "\(name): \(path) differs\n--- got:\n\(readable(produced[path]))\n--- expected:\n\(readable(data))")
        }
        let expectedErr = try String(contentsOf: folder.appendingPathComponent("expected.stderr"), encoding: .utf8)
        XCTAssertEqual(stderr, expectedErr, "\(name): diagnostics")
        let stdoutFile = folder.appendingPathComponent("expected.stdout")
        let expectedOut = (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? ""
        XCTAssertEqual(stdout, expectedOut, "\(name): standard output")
        let status = try String(contentsOf: folder.appendingPathComponent("expected.status"), encoding: .utf8)
        XCTAssertEqual("\(result.status)", status.trimmingCharacters(in: .whitespacesAndNewlines), "\(name): exit status")
    }

    // Issue: Objective-C, C and Java ("Recognised calls").
    func testRecognisedCalls() throws { try runCases("calls-") }
    // "Output format".
    func testOutputFormat() throws { try runCases("format-") }
    // "Messages".
    func testMessages() throws { try runCases("messages-") }
    // Swift, SwiftUI and the modern APIs.
    func testSwift() throws { try runCases("swift-") }
    // Diagnostics, exit status, bad input and output safety.
    func testDiagnosticsAndBadInput() throws { try runCases("diag-") }
    // Workflow: folders, excludes, UTF-8 output, check, merge, print.
    func testWorkflow() throws { try runCases("workflow-") }
    // String Catalogs: --xcstrings and conversions.
    func testCatalogs() throws { try runCases("catalog-") }
}
