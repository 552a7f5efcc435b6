import Foundation

/// Reads `.strings` files: the old-style text form (UTF-8 or UTF-16, with or without a byte
/// order mark) and the XML and binary property list forms.
public enum StringsFileReader {
    /// Reads and parses the file at `path`. A missing or unreadable file, or a folder, gives a
    /// `StringsFileError` with line and column 0.
    public static func read(path: String) throws -> StringsFile {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw StringsFileError(path: path, line: 0, column: 0, message: "cannot read file: " + String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            throw StringsFileError(path: path, line: 0, column: 0, message: "cannot read file: it is a folder")
        }
        switch SourceReader.readFile(path: path) {
        case .success(let bytes):
            return try parse(bytes, path: path)
        case .failure(let failure):
            throw StringsFileError(path: path, line: 0, column: 0, message: "cannot read file: " + failure.reason)
        }
    }

    /// Parses the bytes of a `.strings` file; `path` is only used in errors. Without
    /// `readingText`, a text table is only decoded: its entries are not read (none is
    /// returned), so its syntax is not checked.
    public static func parse(_ bytes: [UInt8], path: String, readingText: Bool = true) throws -> StringsFile {
        func fileError(_ message: String) -> StringsFileError {
            StringsFileError(path: path, line: 0, column: 0, message: message)
        }
        do {
            if bytes.starts(with: Array("bplist00".utf8)) {
                let entries = try StringsPropertyListReader.entries(of: bytes, format: .binaryPropertyList)
                return StringsFile(entries: entries, format: .binaryPropertyList, encoding: .utf8, hasByteOrderMark: false)
            }
            let text = try StringsTextDecoder.decode(bytes)
            if looksLikeXML(text.utf8) {
                // Foundation needs a byte order mark to read UTF-16 XML.
                var xml = bytes
                if !text.hasByteOrderMark, text.encoding != .utf8 {
                    xml.insert(contentsOf: text.encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF], at: 0)
                }
                let entries = try StringsPropertyListReader.entries(of: xml, format: .xmlPropertyList)
                return StringsFile(entries: entries, format: .xmlPropertyList, encoding: text.encoding,
                                   hasByteOrderMark: text.hasByteOrderMark)
            }
            var parser = StringsTextParser(utf8: text.utf8, path: path)
            return StringsFile(entries: readingText ? try parser.parse() : [], format: .text, encoding: text.encoding,
                               hasByteOrderMark: text.hasByteOrderMark)
        } catch let failure as StringsTextDecoder.Failure {
            throw fileError(failure.message)
        } catch let failure as StringsPropertyListReader.Failure {
            throw fileError(failure.message)
        }
    }

    /// Whether the text, after leading whitespace, starts like an XML property list.
    private static func looksLikeXML(_ utf8: [UInt8]) -> Bool {
        let start = utf8.firstIndex { !(0x09...0x0D).contains($0) && $0 != 0x20 } ?? utf8.endIndex
        let head = utf8[start...].prefix(15)
        return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { head.starts(with: $0.utf8) }
    }
}
