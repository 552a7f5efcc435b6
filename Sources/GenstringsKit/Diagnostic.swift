/// A problem found by any stage, as a value. Stages collect these; the executable prints
/// them in one place (see `DiagnosticRenderer`).
public struct Diagnostic: Error, Sendable, Equatable {
    public enum Severity: String, Sendable { case error, warning }

    /// What kind of problem this is; decides genstrings' wording and what `-q` silences.
    public enum Kind: Sendable, Equatable {
        /// `bad entry in file F (line = N): message` (an entry was skipped).
        case badEntry
        /// `Key "k" used with multiple values. ...` (printed without a prefix).
        case multipleValues
        /// `Key "k" used with multiple comments ...` (silenced by `-q`).
        case multipleComments
        /// A message whose text already names the file (`failed to read input file F`).
        case fileMessage
        /// Anything else; printed after its location.
        case general
    }

    public var severity: Severity
    public var kind: Kind
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(_ severity: Severity, _ kind: Kind = .general, file: String? = nil,
                line: Int? = nil, column: Int? = nil, message: String) {
        self.severity = severity
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public static func error(_ message: String, file: String? = nil, line: Int? = nil,
                             column: Int? = nil, kind: Kind = .general) -> Diagnostic {
        Diagnostic(.error, kind, file: file, line: line, column: column, message: message)
    }

    public static func warning(_ message: String, file: String? = nil, line: Int? = nil,
                               column: Int? = nil, kind: Kind = .general) -> Diagnostic {
        Diagnostic(.warning, kind, file: file, line: line, column: column, message: message)
    }
}

/// Turns diagnostics into the lines the tool prints.
public enum DiagnosticStyle: String, Sendable {
    /// genstrings' own texts, so scripts that grep them keep working.
    case genstrings
    /// `path:line:column: error|warning: message`, shown inline by Xcode and editors.
    case xcode
}

public enum DiagnosticRenderer {
    public static func render(_ d: Diagnostic, style: DiagnosticStyle) -> String {
        var text = ""
        append(d, style: style, to: &text)
        return text
    }

    /// `render(d, style:)` appended to `text`, piece by piece (see `DiagnosticSink.report`).
    static func append(_ d: Diagnostic, style: DiagnosticStyle, to text: inout String) {
        guard style == .genstrings else {
            text += xcodeText(d)
            return
        }
        // genstrings' own texts.
        if d.kind == .multipleValues {
            text += d.message
            return
        }
        text += "genstrings: "
        text += d.severity.rawValue
        text += ": "
        switch d.kind {
        case .badEntry:
            text += "bad entry in file \(d.file ?? "") (line = \(d.line ?? 0)): "
        case .general:
            if let location = location(d) {
                text += location
                text += ": "
            }
        case .multipleValues, .multipleComments, .fileMessage:
            break
        }
        text += d.message
    }

    static func xcodeText(_ d: Diagnostic) -> String {
        let text = d.kind == .badEntry ? "bad entry: \(d.message)" : d.message
        if let location = location(d) {
            return "\(location): \(d.severity.rawValue): \(text)"
        }
        return "genstrings: \(d.severity.rawValue): \(text)"
    }

    private static func location(_ d: Diagnostic) -> String? {
        guard let file = d.file else { return nil }
        guard let line = d.line, line > 0 else { return file }
        guard let column = d.column, column > 0 else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}
