/// One `key = value` pair read from a `.strings` file.
public struct StringsFileEntry: Sendable, Equatable {
    /// The key with escapes resolved.
    public var key: String
    /// The value with escapes resolved.
    public var value: String
    /// The key exactly as written between its quotes (or the bare token) in a text file, a `"`
    /// that single quotes allow unescaped given its backslash (so it is right between double
    /// quotes);
    /// `StringsEscaping.escape(key)` for property lists.
    public var rawKey: String
    /// The value exactly as written, like `rawKey`. For the short form `"key";` it equals `rawKey`.
    public var rawValue: String
    /// The inner text of the comment right before the entry, without its delimiters and the
    /// single space on each side; `nil` when there is none (always `nil` for property lists).
    public var comment: String?
    /// The 1-based line of the key; 0 for property lists.
    public var line: Int

    public init(key: String, value: String, rawKey: String, rawValue: String,
                comment: String? = nil, line: Int) {
        self.key = key
        self.value = value
        self.rawKey = rawKey
        self.rawValue = rawValue
        self.comment = comment
        self.line = line
    }
}
