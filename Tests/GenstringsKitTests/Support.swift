import Foundation
import XCTest
@testable import GenstringsKit

/// Paths of the repository, found from this file.
enum Paths {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = tests.appendingPathComponent("Fixtures")
    static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()
    static let samples = repository.appendingPathComponent("Samples")

    /// The built `genstrings` binary next to the test bundle.
    static var binary: URL {
        let candidates = [Bundle.main.bundleURL, Bundle(for: Marker.self).bundleURL.deletingLastPathComponent(),
                          URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          repository.appendingPathComponent(".build/debug")]
        for dir in candidates {
            let url = dir.appendingPathComponent("genstrings")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return repository.appendingPathComponent(".build/debug/genstrings")
    }

    /// Every source file of the golden cases and the samples, with its UTF-8 text.
    static func goldenAndSampleSources() throws -> [(url: URL, text: String)] {
        var sources: [(url: URL, text: String)] = []
        for root in [fixtures.appendingPathComponent("Golden"), samples] {
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard SourceLanguage.sourceExtensions.contains(url.pathExtension),
                      let text = String(data: try Data(contentsOf: url), encoding: .utf8) else { continue }
                sources.append((url, text))
            }
        }
        return sources
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("genstrings-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

private final class Marker {}

/// Captures what the tool prints.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []

    var console: Console {
        Console(out: { line in self.lock.withLock { self.outLines.append(line) } },
                err: { line in self.lock.withLock { self.errLines.append(line) } })
    }

    var out: String { lock.withLock { outLines.map { $0 + "\n" }.joined() } }
    var err: String { lock.withLock { errLines.map { $0 + "\n" }.joined() } }
}

/// Runs the tool in-process from `directory`, as a user would from a shell there.
func runTool(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> (status: Int32, out: String, err: String) {
    let fm = FileManager.default
    let previous = fm.currentDirectoryPath
    fm.changeCurrentDirectoryPath(directory.path)
    defer { fm.changeCurrentDirectoryPath(previous) }
    let captured = CapturedConsole()
    let status = Driver.run(arguments: arguments, environment: environment, console: captured.console)
    return (status, captured.out, captured.err)
}

/// Entries of `text` extracted as if from a file named `file`.
func extract(_ text: String, file: String = "test.m", _ options: ExtractionOptions = ExtractionOptions()) -> Extraction {
    Extractor(options: options).extract(text: text, file: file)
}

/// The `.strings` text (UTF-8) one source gives.
func tableText(_ text: String, file: String = "test.m", table: String = "Localizable",
               _ options: ExtractionOptions = ExtractionOptions()) -> String {
    let (tables, _) = Coalescer.coalesce(extract(text, file: file, options).entries)
    guard let t = tables.first(where: { $0.name == table }) else { return "" }
    return StringsWriter().text(of: t)
}

/// Every file below `folder` (relative path → bytes).
func filesBelow(_ folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return result }
    for case let url as URL in e {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            result[relative] = try? Data(contentsOf: url)
        }
    }
    return result
}

/// UTF-16 bytes shown as text, for failure messages.
func readable(_ data: Data?) -> String {
    guard let data else { return "<missing>" }
    if data.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) ?? "<bytes>" }
    if data.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) ?? "<bytes>" }
    return String(data: data, encoding: .utf8) ?? "<bytes>"
}
