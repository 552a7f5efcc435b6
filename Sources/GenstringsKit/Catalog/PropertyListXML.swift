/// The little of XML property lists a `.stringsdict` needs: strings and
/// dictionaries, written byte for byte as CoreFoundation's XML writer
/// (`PropertyListSerialization` with `.xml`) does.
enum PropertyListValue: Equatable {
    case string(String)
    case dictionary([(String, PropertyListValue)])

    static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.dictionary(a), .dictionary(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The whole document: XML declaration, DOCTYPE, `<plist version="1.0">`,
    /// the value with tab indentation, `</plist>` and a final newline.
    /// Dictionary keys are sorted like `CFStringCompare` without options
    /// (UTF-16 code unit order); only `&`, `<` and `>` are escaped; an empty
    /// dictionary is `<dict/>`.
    func xmlDocument() -> [UInt8] {
        var out: [UInt8] = []
        out.append(contentsOf: """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """.utf8)
        append(indent: 0, into: &out)
        out.append(contentsOf: "</plist>\n".utf8)
        return out
    }

    private func append(indent: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: indent))
        switch self {
        case .string(let text):
            out.append(contentsOf: "<string>".utf8)
            Self.appendEscaped(text, into: &out)
            out.append(contentsOf: "</string>\n".utf8)
        case .dictionary(let members) where members.isEmpty:
            out.append(contentsOf: "<dict/>\n".utf8)
        case .dictionary(let members):
            out.append(contentsOf: "<dict>\n".utf8)
            let sorted = members.sorted { $0.0.utf16.lexicographicallyPrecedes($1.0.utf16) }
            for (key, value) in sorted {
                out.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: indent + 1))
                out.append(contentsOf: "<key>".utf8)
                Self.appendEscaped(key, into: &out)
                out.append(contentsOf: "</key>\n".utf8)
                value.append(indent: indent + 1, into: &out)
            }
            out.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: indent))
            out.append(contentsOf: "</dict>\n".utf8)
        }
    }

    private static func appendEscaped(_ text: String, into out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            default: out.append(byte)
            }
        }
    }
}
