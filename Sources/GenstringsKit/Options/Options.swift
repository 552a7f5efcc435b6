/// Everything the command line says, parsed into one value.
public struct Options: Sendable, Equatable {
    public enum Mode: Sendable, Equatable {
        /// Write (or with `-a` append to) the tables.
        case write
        /// `--check`: compare with the tables in the output folder; write nothing.
        case check
        /// `--merge`: update a language's tables, keeping its translations.
        case merge
        /// `--print`: show `.strings` files as UTF-8 text.
        case print
        /// `--convert-to-xcstrings`: `.lproj` folders of `.strings` tables into catalogs.
        case convertToCatalog
        /// `--convert-to-strings`: catalogs into `<lang>.lproj/<Table>.strings` (and `.stringsdict`).
        case convertToStrings
        case help
        case version
    }

    public var mode: Mode = .write
    /// `-o`: where tables go.
    public var outputDirectory = "."
    public var extraction = ExtractionOptions()
    /// `-skipTable` (kept with the extraction's options, which need it too)
    /// (`_modify` lends the set itself: with `get` and `set` alone, each `insert` would copy it,
    /// and 40,000 `-skipTable` options would take seconds.)
    public var skipTables: Set<String> {
        get { extraction.skipTables }
        set { extraction.skipTables = newValue }
        _modify { yield &extraction.skipTables }
    }
    /// `-a`
    public var append = false
    /// `-q`: silence the multiple-comments warning.
    public var quiet = false
    /// `-u`
    public var decodeUnicodeEscapes = false
    /// `-noPositionalParameters` turns this off.
    public var positionalParameters = true
    /// `-bigEndian`, `-littleEndian`, `--output-encoding`.
    public var outputEncoding: OutputEncoding = .utf16LittleEndian
    /// `-encoding`, `-macRoman`, `-d`.
    public var sourceEncoding: SourceEncoding = .utf8
    /// `--diagnostics`
    public var diagnosticStyle: DiagnosticStyle = .genstrings
    /// `--strict`: warnings fail the run too.
    public var strict = false
    /// `--exit-zero`: exit 0 whatever was reported (Apple's behaviour).
    public var exitZero = false
    /// `--exclude`
    public var excludes: [String] = []
    /// `--files-from` (`-` is standard input)
    public var filesFrom: [String] = []
    /// For each `--files-from` list, how many of `inputs` came before it on the command line:
    /// its files are scanned in that place.
    public var filesFromPositions: [Int] = []
    /// `--keep-unused` (with `--merge`)
    public var keepUnused = false
    /// `--xcstrings`: write String Catalogs instead of `.strings` tables.
    public var xcstrings = false
    /// `--source-language`
    public var sourceLanguage = "en"
    /// Files and folders to scan (or, with `--print`, the files to show).
    public var inputs: [String] = []

    public init() {}
}
