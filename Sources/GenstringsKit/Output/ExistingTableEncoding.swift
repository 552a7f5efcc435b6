/// The encoding of a table already on disk, so `-a` and `--merge` write in kind.
public struct ExistingTableEncoding: Sendable, Equatable {
    public var encoding: OutputEncoding
    public var byteOrderMark: Bool

    public init(encoding: OutputEncoding, byteOrderMark: Bool) {
        self.encoding = encoding
        self.byteOrderMark = byteOrderMark
    }

    /// The encoding a table was read in, to write it back in kind. A property list (`--merge`
    /// writes text in its place) has none to keep: nil.
    public init?(of file: StringsFile) {
        guard file.format == .text else { return nil }
        switch file.encoding {
        case .utf8: self.init(encoding: .utf8, byteOrderMark: file.hasByteOrderMark)
        case .utf16LittleEndian: self.init(encoding: .utf16LittleEndian, byteOrderMark: file.hasByteOrderMark)
        case .utf16BigEndian: self.init(encoding: .utf16BigEndian, byteOrderMark: file.hasByteOrderMark)
        }
    }
}
