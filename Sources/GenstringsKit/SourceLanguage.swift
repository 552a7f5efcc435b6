/// The lexical rules a source file is read with, chosen by its file name extension.
public enum SourceLanguage: Sendable, Equatable {
    /// C, Objective-C, C++ and Objective-C++ (`.c .m .mm .h .cpp ...`): `@"..."`, `CFSTR`.
    case cFamily
    /// Java: `"..."`, `null`.
    case java
    /// Swift: `"""` and raw `#"..."#` literals, interpolation, nested block comments, labels.
    case swift

    /// Extensions that folder walking picks up.
    public static let sourceExtensions: Set<String> = ["c", "m", "mm", "h", "java", "swift"]

    public init(path: String) {
        switch SourceLanguage.pathExtension(path) {
        case "swift": self = .swift
        case "java": self = .java
        default: self = .cFamily
        }
    }

    /// The lower-cased extension of the path's last component ("" when it has none).
    static func pathExtension(_ path: String) -> String {
        let bytes = path.utf8
        var i = bytes.endIndex
        while i > bytes.startIndex {
            let previous = bytes.index(before: i)
            let b = bytes[previous]
            if b == UInt8(ascii: "/") { return "" }
            if b == UInt8(ascii: "."), previous > bytes.startIndex, bytes[bytes.index(before: previous)] != UInt8(ascii: "/") {
                return String(decoding: bytes[i...], as: UTF8.self).lowercased()
            }
            i = previous
        }
        return ""
    }
}
