import Foundation

/// A command line that cannot be run: the tool prints the message and the usage, exit 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Parses arguments by hand: genstrings' single-dash spellings first, the tool's own options
/// as long `--kebab-case` ones (`--name value` or `--name=value`).
public enum OptionsParser {
    /// The environment variables `parse` reads.
    public static let environmentVariables = ["GENSTRINGS_OUTPUT_BYTE_ORDER"]

    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> Options {
        var options = Options()
        var endianGiven: OutputEncoding?
        var outputEncodingGiven = false
        var sourceLanguageGiven = false
        var modeGiven: (mode: Options.Mode, name: String)?
        var i = 0
        /// Whether the current option took its `--name=value` value (see the check after the switch).
        var inlineTaken = false
        /// The value of option `name` (`--name=value` or the next argument). A next argument
        /// that looks like an option (`-o --check`) is taken for a forgotten value, not a value:
        /// a folder or table named `-x` can be given as `./-x`. `-` alone (standard input) is a
        /// value.
        func value(_ name: String, inline: String?) throws -> String {
            if let inline {
                inlineTaken = true
                return inline
            }
            i += 1
            guard i < arguments.count, arguments[i] == "-" || !arguments[i].hasPrefix("-") else {
                throw UsageError("option \(name) needs a value")
            }
            return arguments[i]
        }
        /// A value that must not be empty (a folder, a table or language name, a pattern).
        func nonEmptyValue(_ name: String, inline: String?) throws -> String {
            let v = try value(name, inline: inline)
            guard !v.isEmpty else { throw UsageError("the value of option \(name) must not be empty") }
            return v
        }
        /// The mode options exclude each other (help and version win over all).
        func setMode(_ mode: Options.Mode, _ name: String) throws {
            if let given = modeGiven, given.mode != mode {
                throw UsageError("\(given.name) and \(name) cannot be combined")
            }
            modeGiven = (mode, name)
        }
        /// A mode whose files follow it (`--print FILE...`): `--print=FILE` gives its first one.
        func setInputsMode(_ mode: Options.Mode, _ name: String, inline: String?) throws {
            try setMode(mode, name)
            if inline != nil { options.inputs.append(try nonEmptyValue(name, inline: inline)) }
        }
        /// `-encoding`, `-macRoman` and `-d` each say how to read every source: two that say
        /// different things are a mistake, not a choice for the last one.
        var sourceEncodingGiven: (encoding: SourceEncoding, name: String)?
        func setSourceEncoding(_ e: SourceEncoding, _ name: String) throws {
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
        // Options that take one value: given again with another value, which one was meant is
        // not known (as for two source encodings), so it is a usage error rather than the last
        // one silently winning (`-o en.lproj … -o fr.lproj`).
        var singleValues: [String: String] = [:]
        func once(_ name: String, _ value: String) throws {
            if let given = singleValues[name], given != value {
                throw UsageError("\(name) given twice with different values ('\(given)' and '\(value)')")
            }
            singleValues[name] = value
        }
        func setEndian(_ e: OutputEncoding) throws {
            if let given = endianGiven, given != e { throw UsageError("can only specify one endian option") }
            endianGiven = e
        }
        var onlyInputs = false
        while i < arguments.count {
            let argument = arguments[i]
            defer { i += 1 }
            if onlyInputs || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument)
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            inlineTaken = false
            switch name {
            case "--": onlyInputs = true
            case "-o":
                options.outputDirectory = try nonEmptyValue(name, inline: inline)
                // One folder however it is spelled (`out`, `out/`, `./out`).
                var folder = Substring(options.outputDirectory)
                while folder.hasPrefix("./") && folder.count > 2 { folder = folder.dropFirst(2) }
                while folder.hasSuffix("/") && folder.count > 1 { folder = folder.dropLast() }
                try once(name, String(folder))
            case "-s":
                let routine = try value(name, inline: inline)
                guard !routine.isEmpty, routine.utf8.allSatisfy({ ByteClass.identifier[Int($0)] }),
                      !(routine.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false) else {
                    throw UsageError("routine name '\(routine)' is not an identifier")
                }
                options.extraction.routines.append(routine)
            case "-skipTable": options.skipTables.insert(try nonEmptyValue(name, inline: inline))
            case "-a": options.append = true
            case "-q": options.quiet = true
            case "-u": options.decodeUnicodeEscapes = true
            case "-noPositionalParameters": options.positionalParameters = false
            case "-bigEndian": try setEndian(.utf16BigEndian)
            case "-littleEndian": try setEndian(.utf16LittleEndian)
            case "-encoding":
                let charset = try value(name, inline: inline)
                guard let encoding = SourceEncoding.named(charset) else { throw UsageError("unknown string encoding '\(charset)'") }
                // Known by name, but not every system converts it (EUC-JP on Linux): refused here
                // rather than failing on every file.
                guard encoding.isAvailable else { throw UsageError("string encoding '\(charset)' is not available on this system") }
                try setSourceEncoding(encoding, "-encoding \(charset)")
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
                let e = try value(name, inline: inline)
                let map: [String: OutputEncoding] = ["utf8": .utf8, "utf-8": .utf8, "utf16le": .utf16LittleEndian,
                                                     "utf-16le": .utf16LittleEndian, "utf16be": .utf16BigEndian,
                                                     "utf-16be": .utf16BigEndian]
                guard let enc = map[e.lowercased()] else {
                    throw UsageError("--output-encoding takes utf8, utf16le or utf16be, not '\(e)'")
                }
                try once(name, enc == .utf8 ? "utf8" : enc == .utf16BigEndian ? "utf16be" : "utf16le")
                options.outputEncoding = enc
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
                let language = try nonEmptyValue(name, inline: inline)
                // A language code as catalogs write them: two or three letters, then subtags
                // (`pt-BR`, `zh-Hans`, `es-419`) joined with `-`.
                let parts = language.split(separator: "-", omittingEmptySubsequences: false)
                let isCode = (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
                    && parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
                guard isCode else {
                    let hint = language.contains("_") ? " (write \(language.replacingOccurrences(of: "_", with: "-")))" : ""
                    throw UsageError("--source-language takes a language code such as en or pt-BR, not '\(language)'\(hint)")
                }
                try once(name, language)
                options.sourceLanguage = language
                sourceLanguageGiven = true
            default:
                throw UsageError("unknown option \(argument)")
            }
            // An option that takes no value given one (`--strict=false`) would be taken as given.
            if inline != nil && !inlineTaken { throw UsageError("option \(name) takes no value") }
        }
        if let endian = endianGiven {
            if outputEncodingGiven && options.outputEncoding != endian {
                throw UsageError("-bigEndian/-littleEndian conflict with --output-encoding")
            }
            options.outputEncoding = endian
        } else if !outputEncodingGiven, let order = environment["GENSTRINGS_OUTPUT_BYTE_ORDER"] {
            if order == "bigEndian" { options.outputEncoding = .utf16BigEndian }
            if order == "littleEndian" { options.outputEncoding = .utf16LittleEndian }
        }
        if options.mode == .help || options.mode == .version { return options }
        if let given = modeGiven { options.mode = given.mode }
        if options.xcstrings && options.mode != .write && options.mode != .check {
            throw UsageError("--xcstrings goes with the default mode or --check, not \(modeGiven?.name ?? "")")
        }
        if options.xcstrings && options.append { throw UsageError("-a cannot be combined with --xcstrings") }
        // Options that would change nothing are refused rather than ignored.
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
        if options.append && options.mode != .write { throw UsageError("-a cannot be combined with \(modeGiven?.name ?? "")") }
        return options
    }

    /// What a usage error prints after its message: the synopsis, and where the options are.
    public static var shortUsage: String {
        let synopsis = usage.components(separatedBy: "\n\n")[0]
        return synopsis + "\nRun 'genstrings -h' for the options."
    }

    public static let usage = """
    usage: genstrings [-a] [-SwiftUI] [-s routine]... [-skipTable Table]... [-noPositionalParameters]
                      [-u] [-encoding charset] [-macRoman] [-d] [-q] [-bigEndian | -littleEndian]
                      [-o outputDir] [-h] [--version] [more options] file-or-folder ...

      -o dir                   write the tables into dir (default: the current folder)
      -s routine               also recognise routine, routineFromTable, routineFromTableInBundle,
                               routineWithDefaultValue (repeatable)
      -skipTable Table         write nothing for Table (repeatable)
      -a                       append to existing tables instead of replacing them
      -q                       do not warn about keys used with several comments
      -u                       decode \\Uxxxx escapes in values
      -noPositionalParameters  do not number format specifiers (%1$@) in values
      -bigEndian, -littleEndian  byte order of the UTF-16 output (default little-endian)
      -encoding charset        read sources in this IANA charset (default UTF-8)
      -macRoman                read sources as Mac Roman
      -d                       detect each source file's encoding
      -SwiftUI, --swiftui      also extract SwiftUI Text("...")
      -h, -help, --help        show this help
      --version, -version      show the version

      --modern-swift           also extract String(localized:), LocalizedStringResource,
                               AttributedString(localized:)
      --output-encoding enc    utf16le (default), utf16be or utf8 (no BOM)
      --exclude GLOB           leave out the files whose path matches (repeatable)
      --files-from FILE        read input paths from FILE, one per line (- for standard input)
      --diagnostics style      genstrings (default) or xcode (path:line:column: error: ...)
      --strict                 exit 1 on warnings too
      --exit-zero              always exit 0, as Apple's genstrings does
      --check                  compare with the tables in -o; write nothing; exit 1 if they differ
      --merge                  update the tables in -o keeping their translations
      --keep-unused            with --merge: keep keys no longer in the code
      --print FILE...          print .strings files as UTF-8 text in genstrings' layout
      --xcstrings              write or update <Table>.xcstrings String Catalogs in -o
      --source-language lang   source language of catalogs (default en)
      --convert-to-xcstrings LPROJ...  merge the .strings tables of .lproj folders into
                               <Table>.xcstrings catalogs in -o
      --convert-to-strings CATALOG...  write each catalog's languages as
                               <lang>.lproj/<Table>.strings (plurals as .stringsdict) in -o

    Exit status: 0 success (warnings allowed), 1 an error was reported, 2 usage error.
    """
}
