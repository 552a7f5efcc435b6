import Foundation

/// The order in which Xcode (through `JSONSerialization`'s `.sortedKeys`)
/// writes object members.
///
/// Both Apple's `NSJSONSerialization` and swift-corelibs-foundation's
/// `JSONWriter` sort keys with
/// `a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering],
/// range: a.startIndex..<a.endIndex, locale: NSLocale.system)`.
/// With a locale, CoreFoundation's `CFStringCompareWithOptionsAndLocale`
/// hands the first difference to an ICU collator for the root locale
/// (primary strength, numeric collation, punctuation not ignorable), then
/// breaks ties by accents, then lower case before upper case, then code
/// points. So `_a` < `-a` < `,` < `.` < `%@` < `1` < `01` < `9` < `10` <
/// `a` < `A` < `á` < `a b` < `a_` < `a-` < `a1` < `a2` < `a10` < `ab` < `B`;
/// this is neither byte order (what `JSONEncoder` uses) nor plain
/// case-insensitive order. Reproducing ICU's collation tables by hand is not
/// practical, so this calls the very same Foundation comparison;
/// `CatalogJSONTests` checks it against `JSONSerialization` output.
public enum JSONKeyOrder {
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) == .orderedAscending
    }

    /// (Through `LocalizedComparison`, which avoids a crash in it for keys with long words.)
    static func compare(_ a: String, _ b: String) -> ComparisonResult {
        LocalizedComparison.jsonKeys(a, b)
    }

    /// Members sorted for output. Ties (which only canonically equivalent
    /// keys with different scalars could produce) keep their input order.
    static func sorted(_ members: [(String, JSONValue)]) -> [(String, JSONValue)] {
        guard members.count > 1 else { return members }
        return members.enumerated().sorted { x, y in
            switch compare(x.element.0, y.element.0) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return x.offset < y.offset
            }
        }.map(\.element)
    }
}

extension JSONValue {
    /// The value in the layout Xcode writes String Catalogs in, which is
    /// `JSONSerialization` with `[.prettyPrinted, .sortedKeys,
    /// .withoutEscapingSlashes]`:
    /// - two-space indentation, `"key" : value`, `,` at line ends;
    /// - an empty object is `{`, an empty line, then `}` at the object's own
    ///   indentation (`{\n\n  }`), an empty array likewise (`[\n\n  ]`);
    /// - keys sorted by `JSONKeyOrder`;
    /// - strings escape only `"`, `\`, and U+0000...U+001F (`\b \f \n \r \t`
    ///   by name, others as lowercase `\u00xx`); `/` and non-ASCII are raw;
    /// - numbers are written as their source text;
    /// - no trailing newline.
    public func serialized() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        JSONValue.write(self, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            out.append(UInt8(ascii: "\n"))
            var first = true
            for (key, member) in JSONKeyOrder.sorted(members) {
                if !first {
                    out.append(UInt8(ascii: ","))
                    out.append(UInt8(ascii: "\n"))
                }
                first = false
                appendIndent(indent + 2, into: &out)
                appendString(key, into: &out)
                out.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                write(member, indent: indent + 2, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            appendIndent(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            out.append(UInt8(ascii: "\n"))
            var first = true
            for element in elements {
                if !first {
                    out.append(UInt8(ascii: ","))
                    out.append(UInt8(ascii: "\n"))
                }
                first = false
                appendIndent(indent + 2, into: &out)
                write(element, indent: indent + 2, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            appendIndent(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .string(let string):
            appendString(string, into: &out)
        case .number(let text):
            out.append(contentsOf: text.utf8)
        case .bool(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            out.append(contentsOf: "null".utf8)
        }
    }

    private static func appendIndent(_ count: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(0x20, count: count))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendString(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, byte])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, byte])
            case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x00..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
