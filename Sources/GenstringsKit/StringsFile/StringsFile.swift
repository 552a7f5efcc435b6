/// The contents of a `.strings` file: its entries and how it was stored.
public struct StringsFile: Sendable, Equatable {
    /// Entries in file order (sorted by key for property lists); duplicate keys are kept.
    public var entries: [StringsFileEntry]
    public var format: StringsFileFormat
    /// The text encoding; `.utf8` for binary property lists.
    public var encoding: StringsTextEncoding
    public var hasByteOrderMark: Bool

    public init(entries: [StringsFileEntry], format: StringsFileFormat,
                encoding: StringsTextEncoding, hasByteOrderMark: Bool) {
        self.entries = entries
        self.format = format
        self.encoding = encoding
        self.hasByteOrderMark = hasByteOrderMark
    }
}
