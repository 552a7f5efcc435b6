import Foundation

/// Where the tool's text goes; tests capture it.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
}

/// Collects the run's diagnostics and prints them in one place, in the order found.
struct DiagnosticSink {
    let style: DiagnosticStyle
    let quiet: Bool
    let console: Console
    private(set) var errors = 0
    private(set) var warnings = 0
    /// Set by a mode whose outcome is a failure without a diagnostic (`--check` found changes).
    var failed = false

    init(style: DiagnosticStyle, quiet: Bool, console: Console) {
        self.style = style
        self.quiet = quiet
        self.console = console
    }

    /// Prints the diagnostics with one call of `console.err` (one write for all of them).
    mutating func report(_ diagnostics: [Diagnostic]) {
        var lines: [String] = []
        for d in diagnostics {
            if quiet && d.kind == .multipleComments { continue }
            switch d.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            }
            lines.append(DiagnosticRenderer.render(d, style: style))
        }
        if !lines.isEmpty { console.err(lines.joined(separator: "\n")) }
    }

    mutating func report(_ d: Diagnostic) { report([d]) }
}

extension DiagnosticSink {
    /// Reports an error thrown by a reader or the output folder, with its location.
    mutating func report(error: Error, path: String) {
        switch error {
        case let d as Diagnostic:
            report(d)
        case let e as StringsFileError:
            report(.error(e.message, file: e.path, line: e.line, column: e.column))
        case let e as CatalogError:
            report(.error(e.message, file: e.path, line: e.line, column: e.column))
        default:
            report(.error("cannot read \(path): \(error)", file: path, kind: .fileMessage))
        }
    }
}
