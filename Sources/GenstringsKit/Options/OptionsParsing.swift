/// The state of `OptionsParser.parse`: the arguments and where it is in them, the `Options`
/// made so far, and which of the options that exclude each other were given, for the checks
/// at the end (`finish`).
struct OptionsParsing {
    private let arguments: [String]
    /// The index of the next argument to read.
    private var index = 0
    private var options = Options()
    /// After `--`, every argument is an input.
    private var onlyInputs = false
    /// Whether the current option took its `--name=value` value (see `take`).
    private var inlineTaken = false
    private var modeGiven: (mode: Options.Mode, name: String)?
    private var endianGiven: OutputEncoding?
    private var outputEncodingGiven = false
    private var sourceLanguageGiven = false
    private var sourceEncodingGiven: (encoding: SourceEncoding, name: String)?
    /// The options that take one value, by name, with the value given (see `once`).
    private var singleValues: [String: String] = [:]

    init(_ arguments: [String]) { self.arguments = arguments }

    /// The next argument, or nil at the end.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// Takes one argument: an input, or an option (with its value, which `value` reads).
    mutating func take(_ argument: String) throws {
        if onlyInputs || argument == "-" || !argument.hasPrefix("-") {
            options.inputs.append(argument)
            return
        }
        var name = argument
        var inline: String?
        if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
            name = String(argument[..<eq])
            inline = String(argument[argument.index(after: eq)...])
        }
        inlineTaken = false
        try apply(name, inline: inline, argument: argument)
        // An option that takes no value given one (`--strict=false`) would be taken as given.
        if inline != nil && !inlineTaken { throw UsageError("option \(name) takes no value") }
    }

    /// What option `name` says (`inline`: its `--name=value` value, if any).
    private mutating func apply(_ name: String, inline: String?, argument: String) throws {
        switch name {
        case "--": onlyInputs = true
        case "-o":
            options.outputDirectory = try nonEmptyValue(name, inline: inline)
            try once(name, Self.folderIdentity(options.outputDirectory))
        case "-s": options.extraction.routines.append(try Self.routineName(value(name, inline: inline)))
        case "-skipTable": options.skipTables.insert(try nonEmptyValue(name, inline: inline))
        case "-a": options.append = true
        case "-q": options.quiet = true
        case "-u": options.decodeUnicodeEscapes = true
        case "-noPositionalParameters": options.positionalParameters = false
        case "-bigEndian": try setEndian(.utf16BigEndian)
        case "-littleEndian": try setEndian(.utf16LittleEndian)
        case "-encoding":
            let charset = try value(name, inline: inline)
            try setSourceEncoding(Self.sourceEncoding(named: charset), "-encoding \(charset)")
        case "-macRoman": try setSourceEncoding(.macRoman, name)
        case "-d": try setSourceEncoding(.detect, name)
        case "-SwiftUI", "--swiftui": options.extraction.swiftUI = true
        case "--modern-swift": options.extraction.modernSwift = true
        case "-h", "-help", "--help": options.mode = .help
        case "--version", "-version": options.mode = .version
        case "--diagnostics":
            let style = try value(name, inline: inline)
            guard let s = DiagnosticStyle(rawValue: style) else {
                throw UsageError("--diagnostics takes genstrings or xcode, not '\(style)'")
            }
            try once(name, style)
            options.diagnosticStyle = s
        case "--strict": options.strict = true
        case "--exit-zero": options.exitZero = true
        case "--output-encoding":
            let (encoding, canonicalName) = try Self.outputEncoding(named: value(name, inline: inline))
            try once(name, canonicalName)
            options.outputEncoding = encoding
            outputEncodingGiven = true
        case "--exclude": options.excludes.append(try nonEmptyValue(name, inline: inline))
        case "--files-from":
            options.filesFrom.append(try nonEmptyValue(name, inline: inline))
            options.filesFromPositions.append(options.inputs.count)
        case "--check": try setMode(.check, name)
        case "--merge": try setMode(.merge, name)
        case "--keep-unused": options.keepUnused = true
        case "--print": try setInputsMode(.print, name, inline: inline)
        case "--xcstrings": options.xcstrings = true
        case "--convert-to-xcstrings": try setInputsMode(.convertToCatalog, name, inline: inline)
        case "--convert-to-strings": try setInputsMode(.convertToStrings, name, inline: inline)
        case "--source-language":
            let language = try Self.languageCode(nonEmptyValue(name, inline: inline))
            try once(name, language)
            options.sourceLanguage = language
            sourceLanguageGiven = true
        default:
            throw UsageError("unknown option \(argument)")
        }
    }

    // MARK: Values

    /// The value of option `name` (`--name=value` or the next argument). A next argument
    /// that looks like an option (`-o --check`) is taken for a forgotten value, not a value:
    /// a folder or table named `-x` can be given as `./-x`. `-` alone (standard input) is a
    /// value.
    private mutating func value(_ name: String, inline: String?) throws -> String {
        if let inline {
            inlineTaken = true
            return inline
        }
        guard index < arguments.count, arguments[index] == "-" || !arguments[index].hasPrefix("-") else {
            throw UsageError("option \(name) needs a value")
        }
        defer { index += 1 }
        return arguments[index]
    }

    /// A value that must not be empty (a folder, a table or language name, a pattern).
    private mutating func nonEmptyValue(_ name: String, inline: String?) throws -> String {
        let v = try value(name, inline: inline)
        guard !v.isEmpty else { throw UsageError("the value of option \(name) must not be empty") }
        return v
    }

    /// Options that take one value: given again with another value, which one was meant is
    /// not known (as for two source encodings), so it is a usage error rather than the last
    /// one silently winning (`-o en.lproj … -o fr.lproj`).
    private mutating func once(_ name: String, _ value: String) throws {
        if let given = singleValues[name], given != value {
            throw UsageError("\(name) given twice with different values ('\(given)' and '\(value)')")
        }
        singleValues[name] = value
    }

    /// The mode options exclude each other (help and version win over all).
    private mutating func setMode(_ mode: Options.Mode, _ name: String) throws {
        if let given = modeGiven, given.mode != mode {
            throw UsageError("\(given.name) and \(name) cannot be combined")
        }
        modeGiven = (mode, name)
    }

    /// A mode whose files follow it (`--print FILE...`): `--print=FILE` gives its first one.
    private mutating func setInputsMode(_ mode: Options.Mode, _ name: String, inline: String?) throws {
        try setMode(mode, name)
        if inline != nil { options.inputs.append(try nonEmptyValue(name, inline: inline)) }
    }

    /// `-encoding`, `-macRoman` and `-d` each say how to read every source: two that say
    /// different things are a mistake, not a choice for the last one.
    private mutating func setSourceEncoding(_ e: SourceEncoding, _ name: String) throws {
        if let given = sourceEncodingGiven {
            let same: Bool
            switch (given.encoding, e) {
            case (.named(_, let a), .named(_, let b)): same = a == b
            default: same = given.encoding == e
            }
            if !same { throw UsageError("\(given.name) and \(name) cannot be combined") }
        }
        sourceEncodingGiven = (e, name)
        options.sourceEncoding = e
    }

    private mutating func setEndian(_ e: OutputEncoding) throws {
        if let given = endianGiven, given != e { throw UsageError("can only specify one endian option") }
        endianGiven = e
    }

    // MARK: Checks of single values

    /// One folder however it is spelled (`out`, `out/`, `./out`), for `once`.
    private static func folderIdentity(_ path: String) -> String {
        var folder = Substring(path)
        while folder.hasPrefix("./") && folder.count > 2 { folder = folder.dropFirst(2) }
        while folder.hasSuffix("/") && folder.count > 1 { folder = folder.dropLast() }
        return String(folder)
    }

    /// `-s`'s value, which must be an identifier.
    private static func routineName(_ routine: String) throws -> String {
        guard !routine.isEmpty, routine.utf8.allSatisfy({ ByteClass.identifier[Int($0)] }),
              !(routine.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false) else {
            throw UsageError("routine name '\(routine)' is not an identifier")
        }
        return routine
    }

    /// `-encoding`'s charset. Known by name, but not every system converts it (EUC-JP on
    /// Linux): refused here rather than failing on every file.
    private static func sourceEncoding(named charset: String) throws -> SourceEncoding {
        guard let encoding = SourceEncoding.named(charset) else { throw UsageError("unknown string encoding '\(charset)'") }
        guard encoding.isAvailable else { throw UsageError("string encoding '\(charset)' is not available on this system") }
        return encoding
    }

    /// `--output-encoding`'s value, and its name as `once` compares it.
    private static func outputEncoding(named name: String) throws -> (OutputEncoding, String) {
        switch name.lowercased() {
        case "utf8", "utf-8": return (.utf8, "utf8")
        case "utf16le", "utf-16le": return (.utf16LittleEndian, "utf16le")
        case "utf16be", "utf-16be": return (.utf16BigEndian, "utf16be")
        default: throw UsageError("--output-encoding takes utf8, utf16le or utf16be, not '\(name)'")
        }
    }

    /// `--source-language`'s value: a language code as catalogs write them, two or three
    /// letters, then subtags (`pt-BR`, `zh-Hans`, `es-419`) joined with `-`.
    private static func languageCode(_ language: String) throws -> String {
        let parts = language.split(separator: "-", omittingEmptySubsequences: false)
        let isCode = (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
            && parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard isCode else {
            let hint = language.contains("_") ? " (write \(language.replacing("_", with: "-")))" : ""
            throw UsageError("--source-language takes a language code such as en or pt-BR, not '\(language)'\(hint)")
        }
        return language
    }

    // MARK: The end

    /// The options, once every argument is taken: the output's byte order settled, and the
    /// options that cannot go together refused.
    mutating func finish(environment: [String: String]) throws -> Options {
        try settleOutputEncoding(environment: environment)
        if options.mode == .help || options.mode == .version { return options }
        if let given = modeGiven { options.mode = given.mode }
        try checkCombinations()
        return options
    }

    /// `-bigEndian`/`-littleEndian` against `--output-encoding`, and the environment's byte
    /// order when neither is given.
    private mutating func settleOutputEncoding(environment: [String: String]) throws {
        if let endian = endianGiven {
            if outputEncodingGiven && options.outputEncoding != endian {
                throw UsageError("-bigEndian/-littleEndian conflict with --output-encoding")
            }
            options.outputEncoding = endian
        } else if !outputEncodingGiven, let order = environment["GENSTRINGS_OUTPUT_BYTE_ORDER"] {
            if order == "bigEndian" { options.outputEncoding = .utf16BigEndian }
            if order == "littleEndian" { options.outputEncoding = .utf16LittleEndian }
        }
    }

    /// Options that would change nothing in the mode given are refused rather than ignored.
    private func checkCombinations() throws {
        let modeName = modeGiven?.name ?? ""
        if options.xcstrings && options.mode != .write && options.mode != .check {
            throw UsageError("--xcstrings goes with the default mode or --check, not \(modeName)")
        }
        if options.xcstrings && options.append { throw UsageError("-a cannot be combined with --xcstrings") }
        if options.xcstrings && (endianGiven != nil || outputEncodingGiven) {
            throw UsageError("--xcstrings writes catalogs, which are UTF-8 JSON: -bigEndian, -littleEndian and --output-encoding do not apply")
        }
        if let given = modeGiven, given.mode == .print || given.mode == .convertToCatalog, endianGiven != nil || outputEncodingGiven {
            throw UsageError("\(given.name) writes no .strings table: -bigEndian, -littleEndian and --output-encoding do not apply")
        }
        if sourceLanguageGiven && !options.xcstrings && options.mode != .convertToCatalog {
            throw UsageError("--source-language goes with --xcstrings or --convert-to-xcstrings")
        }
        // They choose source files, which these modes do not read: ignored, a list would seem
        // to have been used.
        if let given = modeGiven, [.print, .convertToCatalog, .convertToStrings].contains(given.mode) {
            if !options.filesFrom.isEmpty { throw UsageError("--files-from lists source files; it cannot be combined with \(given.name)") }
            if !options.excludes.isEmpty { throw UsageError("--exclude leaves out source files; it cannot be combined with \(given.name)") }
        }
        if options.inputs.isEmpty && options.filesFrom.isEmpty {
            switch options.mode {
            case .print: throw UsageError("no .strings file to print")
            case .convertToCatalog: throw UsageError("no .lproj folder to convert")
            case .convertToStrings: throw UsageError("no .xcstrings catalog to convert")
            default: throw UsageError("no input files")
            }
        }
        if options.keepUnused && options.mode != .merge { throw UsageError("--keep-unused goes with --merge") }
        if options.append && options.mode != .write { throw UsageError("-a cannot be combined with \(modeName)") }
    }
}
