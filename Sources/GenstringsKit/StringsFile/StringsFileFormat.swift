/// How a `.strings` file is stored on disk.
public enum StringsFileFormat: Sendable, Equatable {
    /// The old-style text form: `"key" = "value";`.
    case text
    /// An XML property list whose root is a dictionary of strings.
    case xmlPropertyList
    /// A binary property list (`bplist00`) whose root is a dictionary of strings.
    case binaryPropertyList
}
