/// One localizable string found at a call site. Texts are as written between the quotes in
/// the source (escapes not decoded), as genstrings copies them.
public struct LocalizedEntry: Sendable, Equatable {
    public var key: String
    /// The explicit default value, or nil when the value is the key.
    public var value: String?
    /// The comment; nil when there is none (`nil`, `NULL`, `""` or no comment argument).
    public var comment: String?
    public var table: String
    public var file: String
    public var line: Int
    public var column: Int

    public init(key: String, value: String? = nil, comment: String? = nil, table: String = "Localizable",
                file: String = "", line: Int = 0, column: Int = 0) {
        self.key = key
        self.value = value
        self.comment = comment
        self.table = table
        self.file = file
        self.line = line
        self.column = column
    }

    /// The value written to the table before `-u` and positional rewriting.
    public var effectiveValue: String { value ?? key }
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
    /// `-skipTable NAME`: tables that get no entries; calls of them are passed over without a
    /// message about their other arguments (a key that is no literal, an empty one).
    public var skipTables: Set<String> = []
    /// Whether entries get their line and column. Only a warning about an entry (multiple
    /// values or comments) shows them, and only in the `xcode` style; without them, no
    /// newline is counted up to each call (6 % of a scan's instructions). Diagnostics about
    /// calls (bad entries) always have them.
    public var entryLocations = true
    /// Whether an entry that repeats an earlier one found by the same thread (the same key,
    /// table, value and comment, found elsewhere) is kept. The coalescer makes nothing of such
    /// an entry: the earlier one, earlier in command-line order too (a thread takes its files
    /// in that order), made the group, added the comment, or was warned about for its value.
    /// A command-line run leaves them out: of the bench corpus's 126,049 entries it keeps 8,584.
    public var keepsRepeatedEntries = true
    /// Extraction for String Catalogs (`--xcstrings`), as Xcode extracts: in comments only the
    /// calls it finds by scanning text (`NSLocalizedString`, `-s` routines), not those it finds
    /// by compiling (`Text`, the modern Swift APIs); nothing in a `#Preview`; the empty key
    /// kept; and a `%` beside an interpolation in a SwiftUI `Text` key doubled
    /// (`Text("\(x)% done")` is `%@%% done`, a format whose `%` is text, as in Xcode's catalogs).
    public var forCatalogs = false
    /// For a catalog: the project's own parameters, properties and variables of a localizable
    /// type (see `KeyParameters`), read from its Swift files before the scan.
    var keyParameters: KeyParameters? = nil
    /// Whether the scan may stop inside a routine's name rather than at its first bytes (see
    /// `ScanStops.nameOffsets`); off only to check that both give the same (tests, fuzzing).
    var stopsInsideNames = true

    public init(routines: [String] = [], swiftUI: Bool = false, modernSwift: Bool = false, skipTables: Set<String> = []) {
        self.routines = routines
        self.swiftUI = swiftUI
        self.modernSwift = modernSwift
        self.skipTables = skipTables
    }
}
