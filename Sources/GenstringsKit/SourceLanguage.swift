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
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = name.split(separator: ".").count > 1 ? name.split(separator: ".").last!.lowercased() : ""
        switch ext {
        case "swift": self = .swift
        case "java": self = .java
        default: self = .cFamily
        }
    }
}
