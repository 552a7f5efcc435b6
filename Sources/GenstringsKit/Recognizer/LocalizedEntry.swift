/// One localizable string found at a call site. Texts are as written between the quotes in
/// the source (escapes not decoded), as genstrings copies them.
public struct LocalizedEntry: Sendable, Equatable {
    public var key: String {
        didSet { groupHash = Self.groupHash(tableHash: table.hashValue, keyHash: key.hashValue) }
    }
    /// The explicit default value, or nil when the value is the key.
    public var value: String?
    /// The comment; nil when there is none (`nil`, `NULL`, `""` or no comment argument).
    public var comment: String?
    public var table: String {
        didSet { groupHash = Self.groupHash(tableHash: table.hashValue, keyHash: key.hashValue) }
    }
    public var file: String
    public var line: Int
    public var column: Int
    /// A hash of `(table, key)` that agrees with `String` equality, kept up to date with them:
    /// the coalescer groups entries by it. The recognizer gets the texts' hashes from its
    /// `TextInterner`, which computes each distinct text's hash once.
    ///
    /// (The initializers are in an extension so that the struct keeps its memberwise
    /// initializer, which `EntryBuffer` uses to build entries in place without a copy.)
    private(set) var groupHash: Int

    /// The value written to the table before `-u` and positional rewriting.
    public var effectiveValue: String { value ?? key }

    static func groupHash(tableHash: Int, keyHash: Int) -> Int {
        keyHash ^ (tableHash &* 0x1E37_79B9_7F4A_7C15)
    }
}

extension LocalizedEntry {
    public init(key: String, value: String? = nil, comment: String? = nil, table: String = "Localizable",
                file: String = "", line: Int = 0, column: Int = 0) {
        self.init(key: key, value: value, comment: comment, table: table, file: file, line: line, column: column,
                  groupHash: Self.groupHash(tableHash: table.hashValue, keyHash: key.hashValue))
    }
}

/// What to look for, beyond the built-in `NSLocalizedString` and `CFCopyLocalizedString`
/// families.
public struct ExtractionOptions: Sendable, Equatable {
    /// `-s NAME`: base names of custom routine families.
    public var routines: [String] = []
    /// `-SwiftUI`: also SwiftUI `Text("...")`.
    public var swiftUI = false
    /// `--modern-swift`: also `String(localized:)`, `LocalizedStringResource`, `AttributedString(localized:)`.
    public var modernSwift = false

    public init(routines: [String] = [], swiftUI: Bool = false, modernSwift: Bool = false) {
        self.routines = routines
        self.swiftUI = swiftUI
        self.modernSwift = modernSwift
    }
}
