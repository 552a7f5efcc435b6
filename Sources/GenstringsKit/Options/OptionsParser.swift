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
        var parsing = OptionsParsing(arguments)
        while let argument = parsing.next() {
            try parsing.take(argument)
        }
        return try parsing.finish(environment: environment)
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
