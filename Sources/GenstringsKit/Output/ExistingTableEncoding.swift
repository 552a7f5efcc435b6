/// The encoding of a table already on disk, so `-a` and `--merge` write in kind.
public struct ExistingTableEncoding: Sendable, Equatable {
    public var encoding: OutputEncoding
    public var byteOrderMark: Bool
    /// Bytes of the mark at the start.
    public var markLength: Int { byteOrderMark ? (encoding == .utf8 ? 3 : 2) : 0 }

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

    /// Judged by the byte order mark; without one, UTF-8 if the bytes are UTF-8, else UTF-16
    /// in the byte order its zero bytes show (little-endian when unclear).
    public init(of bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xFE]) {
            self.init(encoding: .utf16LittleEndian, byteOrderMark: true)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            self.init(encoding: .utf16BigEndian, byteOrderMark: true)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self.init(encoding: .utf8, byteOrderMark: true)
        } else if UTF8Validation.check(bytes, from: 0) == .valid {
            self.init(encoding: .utf8, byteOrderMark: false)
        } else {
            let order = SourceReader.bomlessUTF16(bytes) == .utf16BigEndian ? OutputEncoding.utf16BigEndian : .utf16LittleEndian
            self.init(encoding: order, byteOrderMark: false)
        }
    }
}
