/// The character encoding a `.strings` file was read in.
public enum StringsTextEncoding: Sendable, Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
}
