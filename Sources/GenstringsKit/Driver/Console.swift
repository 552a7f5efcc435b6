import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the tool's text goes; tests capture it.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Why text given to `out` could not all be written (`No space left on device` when
    /// standard output is `/dev/full`, `Bad file descriptor` when it is closed), or nil.
    public var outFailure: @Sendable () -> String?

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                outFailure: @escaping @Sendable () -> String? = { nil }) {
        self.out = out
        self.err = err
        self.outFailure = outFailure
    }

    /// Standard output and standard error, written with `write(2)`: a stream that cannot be
    /// written (closed, a full disk) is remembered, not a crash (`FileHandle.write` traps).
    /// A closed pipe still ends the run with SIGPIPE, as for any command in a pipeline.
    public static let standard = Console(
        out: { StandardStream.output.write($0 + "\n") },
        err: { StandardStream.error.write($0 + "\n") },
        outFailure: { StandardStream.output.failure })
}

/// One of the standard streams, and the first reason a write to it failed.
public final class StandardStream: @unchecked Sendable {
    static let output = StandardStream(fd: 1)
    static let error = StandardStream(fd: 2)

    private let fd: Int32
    private let lock = NSLock()
    private var firstFailure: String?

    private init(fd: Int32) { self.fd = fd }

    /// Whether standard input was closed when the run started (see `holdClosedStreams`).
    public private(set) static var inputWasClosed = false

    /// Puts `/dev/null` in the place of a standard stream the tool was started without
    /// (`genstrings ... >&-`), before anything else opens a file: the next file opened would
    /// otherwise get its number, and text meant for standard output would go into a table
    /// being written or into the threads' own descriptors. Writing to such a stream still
    /// fails as writing to a closed one does.
    public static func holdClosedStreams() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if opened != fd {
                if opened >= 0 { close(opened) }
                continue
            }
            switch fd {
            case 0: inputWasClosed = true
            case 1: output.firstFailure = String(cString: strerror(EBADF))
            default: error.firstFailure = String(cString: strerror(EBADF))
            }
        }
    }

    var failure: String? { lock.withLock { firstFailure } }

    func write(_ text: String) {
        lock.withLock {
            // After a failure nothing more is tried: the rest would fail the same way.
            guard firstFailure == nil else { return }
            var text = text
            text.withUTF8 { bytes in
                var done = 0
                while done < bytes.count {
                    let n = systemWrite(fd, bytes.baseAddress! + done, bytes.count - done)
                    if n < 0 {
                        if errno == EINTR { continue }
                        firstFailure = String(cString: strerror(errno))
                        return
                    }
                    done += n
                }
            }
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

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

    /// Prints the diagnostics with one call of `console.err` (one write for all of them), their
    /// lines appended to one text (a string per line, then joined, took 0.4 ms for the bench
    /// corpus's 778 warnings).
    mutating func report(_ diagnostics: [Diagnostic]) {
        report([Self.render(diagnostics, style: style, quiet: quiet)])
    }

    /// Diagnostics as `report` prints them, with how many errors and warnings they hold: made
    /// where they are found (on the thread that makes a table), printed later in order.
    struct Rendered: Sendable {
        var text = ""
        var errors = 0
        var warnings = 0
    }

    static func render(_ diagnostics: [Diagnostic], style: DiagnosticStyle, quiet: Bool) -> Rendered {
        var rendered = Rendered()
        for d in diagnostics {
            if quiet && d.kind == .multipleComments { continue }
            switch d.severity {
            case .error: rendered.errors += 1
            case .warning: rendered.warnings += 1
            }
            if !rendered.text.isEmpty { rendered.text += "\n" }
            DiagnosticRenderer.append(d, style: style, to: &rendered.text)
        }
        return rendered
    }

    /// Prints rendered diagnostics in order, with one call of `console.err`.
    mutating func report(_ parts: [Rendered]) {
        var text = ""
        for part in parts where !part.text.isEmpty {
            if !text.isEmpty { text += "\n" }
            text += part.text
        }
        for part in parts {
            errors += part.errors
            warnings += part.warnings
        }
        if !text.isEmpty { console.err(text) }
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
