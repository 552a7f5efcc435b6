/// Which table names can be written as `<name>.strings` inside the output folder.
public enum TableName {
    /// The longest file name most file systems allow, in bytes.
    public static let maximumFileNameBytes = 255
    /// What the longest file written for a table adds to its name: a catalog, `<name>.xcstrings`.
    /// (The temporary file written first is named to fit: see `OutputFolder.temporaryName`.)
    static let longestAddition = ".xcstrings".utf8.count

    /// Why `name` cannot be a table file name, or nil when it can.
    ///
    /// Called for every entry, so the common case — a short name with no separator and no
    /// control character — is decided on the UTF-8 bytes, and the message (with its escaped
    /// copy of the name) is only built for a name that has a problem.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "Table name is empty." }
        let bytes = name.utf8.withContiguousStorageIfAvailable { scan($0) } ?? Array(name.utf8).withUnsafeBufferPointer { scan($0) }
        if bytes.isDot { return "Table name \"\(shown(name))\" is not a file name." }
        // Decided on bytes, as the file system reads the name: a `/` with a combining accent
        // after it is one character but still a separator.
        if bytes.hasSeparator {
            // A backslash alone is most often an escape (`@"tab\there"`), not a separator.
            let what = name.utf8.contains(UInt8(ascii: "/")) ? "a path separator" : "a backslash"
            return "Table name \"\(shown(name))\" contains \(what)."
        }
        if bytes.hasControl { return "Table name \"\(shown(name))\" contains a control character." }
        if bytes.count + longestAddition > maximumFileNameBytes {
            return "Table name \"\(name.prefix(40))...\" is too long for a file name."
        }
        return nil
    }

    /// Whether the UTF-8 bytes of a name are certainly fine (`problem(with:)` would return
    /// nil): printable ASCII without a separator, not `.` or `..`, short enough. A cheap test
    /// on bytes the caller already has; false only means "ask `problem(with:)`".
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !utf8.isEmpty, utf8.count + longestAddition <= maximumFileNameBytes else { return false }
        var dots = 0
        for b in utf8 {
            guard b >= 0x20, b < 0x7F, b != UInt8(ascii: "/"), b != UInt8(ascii: "\\") else { return false }
            if b == UInt8(ascii: ".") { dots += 1 }
        }
        return !(dots == utf8.count && dots <= 2)
    }

    private struct ByteSummary {
        var count = 0
        var isDot = false
        var hasSeparator = false
        /// A scalar below U+0020 or U+007F: in UTF-8 exactly the bytes below 0x20 and 0x7F.
        var hasControl = false
    }

    private static func scan(_ utf8: UnsafeBufferPointer<UInt8>) -> ByteSummary {
        var s = ByteSummary()
        s.count = utf8.count
        for b in utf8 {
            if b == UInt8(ascii: "/") || b == UInt8(ascii: "\\") { s.hasSeparator = true }
            if b < 0x20 || b == 0x7F { s.hasControl = true }
        }
        s.isDot = (utf8.count == 1 || utf8.count == 2) && utf8.allSatisfy { $0 == UInt8(ascii: ".") }
        return s
    }

    /// The name with control characters written as `\u{..}`.
    private static func shown(_ name: String) -> String {
        name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }
}
