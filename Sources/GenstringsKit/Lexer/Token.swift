/// One token of source text: a byte range in the buffer plus what kind of thing it is.
/// String tokens also carry where their content lies and how to read it.
struct Token: Equatable {
    enum Kind: UInt8 {
        case identifier
        case string
        case character
        case number
        case punctuation
        /// A Swift regex literal `#/.../#`: not a string, and not code.
        case regex
        case endOfInput
    }

    /// How a string literal's content is written.
    enum StringForm: UInt8 {
        /// `"..."`, `@"..."`, Swift single-line `"..."`.
        case quoted
        /// Swift `"""` multi-line literal.
        case multiline
        /// C++ raw `R"delim(...)delim"`.
        case cxxRaw
        /// Java `"""` text block.
        case javaTextBlock
    }

    var kind: Kind
    var start: Int
    var end: Int
    var contentStart: Int = 0
    var contentEnd: Int = 0
    var form: StringForm = .quoted
    /// Number of `#` around a Swift raw string.
    var rawHashes: Int = 0
    var terminated: Bool = true
    var hasInterpolation: Bool = false
    /// Set by the lexer for a one-line literal it found to hold no backslash (and, in Swift,
    /// no quote): its text is its content as written. False only means "not known".
    var isPlain: Bool = false

    init(kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}
