/// Why a `.strings` file could not be read. `line` and `column` are 1-based; both are 0 when
/// the problem concerns the whole file (unreadable, bad encoding, bad property list).
public struct StringsFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
