/// A JSON value that keeps what a String Catalog needs to be written back
/// exactly: object members in source order (duplicates are rejected by the
/// parser) and numbers as their source text.
///
/// Parsing lives in `JSONParser.swift`, writing in `JSONWriter.swift`.
public enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// The number exactly as written in the source (`1`, `-0.5`, `1e3`).
    case number(String)
    case bool(Bool)
    case null

    /// Equality compares object members in order, and strings and keys by
    /// Unicode scalars (not by Swift's canonical equivalence), so that two
    /// values are equal exactly when they serialize to the same bytes modulo
    /// key order of the members as given.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(x.0.unicodeScalars.elementsEqual(y.0.unicodeScalars) && x.1 == y.1) {
                return false
            }
            return true
        case let (.array(a), .array(b)):
            return a == b
        case let (.string(a), .string(b)):
            return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case let (.number(a), .number(b)):
            return a == b
        case let (.bool(a), .bool(b)):
            return a == b
        case (.null, .null):
            return true
        default:
            return false
        }
    }

    /// A short name of the value's type for error messages.
    public var typeName: String {
        switch self {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }

    /// The members of an object, or nil for any other value.
    public var objectMembers: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The member named `key` of an object (compared by Unicode scalars).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0.unicodeScalars.elementsEqual(key.unicodeScalars) }?.1
    }
}
