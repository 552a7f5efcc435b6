/// The byte encodings a table can be written in.
public enum OutputEncoding: String, Sendable, Equatable {
    case utf16LittleEndian = "utf16le"
    case utf16BigEndian = "utf16be"
    case utf8

    /// Encodes `text`, with a byte order mark for UTF-16 when `byteOrderMark` is set.
    public func encode(_ text: String, byteOrderMark: Bool = true) -> [UInt8] {
        switch self {
        case .utf8:
            return Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            let little = self == .utf16LittleEndian
            var out: [UInt8] = []
            out.reserveCapacity(text.utf8.count * 2 + 2)
            if byteOrderMark { out += little ? [0xFF, 0xFE] : [0xFE, 0xFF] }
            func put(_ unit: UInt16) {
                let lo = UInt8(truncatingIfNeeded: unit)
                let hi = UInt8(truncatingIfNeeded: unit >> 8)
                if little { out.append(lo); out.append(hi) } else { out.append(hi); out.append(lo) }
            }
            // Scalar by scalar: walking `String.utf16` of a native (UTF-8) string is slow.
            for scalar in text.unicodeScalars {
                if scalar.value < 0x10000 {
                    put(UInt16(scalar.value))
                } else {
                    let v = scalar.value - 0x10000
                    put(UInt16(0xD800 + (v >> 10)))
                    put(UInt16(0xDC00 + (v & 0x3FF)))
                }
            }
            return out
        }
    }
}

/// Formats tables in genstrings' layout: for each entry, `/* comment */`, a line
/// `"key" = "value";` and an empty line; LF line ends; no header.
public struct StringsWriter: Sendable {
    public static let noComment = "No comment provided by engineer."

    /// `-noPositionalParameters` turns this off.
    public var positionalParameters = true
    /// `-u`: decode `\Uxxxx` in values.
    public var decodeUnicodeEscapes = false

    public init(positionalParameters: Bool = true, decodeUnicodeEscapes: Bool = false) {
        self.positionalParameters = positionalParameters
        self.decodeUnicodeEscapes = decodeUnicodeEscapes
    }

    /// The value as written to the table.
    public func outputValue(_ value: String) -> String {
        var v = value
        if decodeUnicodeEscapes { v = UnicodeEscapes.decoded(v) }
        if positionalParameters { v = FormatSpecifiers.numberedPositionally(v) }
        return v
    }

    public func text(of table: StringsTable) -> String {
        var out = ""
        for entry in table.entries {
            out += Self.entryText(comments: entry.comments, key: entry.key, value: outputValue(entry.value))
        }
        return out
    }

    /// One entry: merged comments are joined by a line break and three spaces.
    public static func entryText(comments: [String], key: String, value: String) -> String {
        let comment = comments.isEmpty ? noComment : comments.joined(separator: "\n   ")
        return "/* \(comment) */\n\"\(key)\" = \"\(value)\";\n\n"
    }
}
