/// Which table names can be written as `<name>.strings` inside the output folder.
public enum TableName {
    /// The longest file name most file systems allow, in bytes.
    public static let maximumFileNameBytes = 255

    /// Why `name` cannot be a table file name, or nil when it can.
    public static func problem(with name: String) -> String? {
        let shown = name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        if name.isEmpty { return "Table name is empty." }
        if name == "." || name == ".." { return "Table name \"\(shown)\" is not a file name." }
        if name.contains("/") || name.contains("\\") {
            return "Table name \"\(shown)\" contains a path separator."
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "Table name \"\(shown)\" contains a control character."
        }
        if name.utf8.count + ".strings".utf8.count > maximumFileNameBytes {
            return "Table name \"\(name.prefix(40))...\" is too long for a file name."
        }
        return nil
    }
}
