/// `--print FILE...`: `.strings` files in any encoding or form shown as UTF-8 text in
/// genstrings' layout, for reading and for `git diff` (as a textconv filter).
enum StringsPrinting {
    static func run(_ options: Options, sink: inout DiagnosticSink) {
        let files = options.inputs
        for path in files {
            // Plural rules are a dictionary per key, not a string: said as such rather than as
            // the first value that is not a string.
            if path.lowercased().hasSuffix(".stringsdict") {
                sink.report(.error("\(path): a .stringsdict file; --print shows .strings tables", file: path,
                                   kind: .fileMessage))
                continue
            }
            if path.lowercased().hasSuffix(".xcstrings") {
                sink.report(.error("\(path): a String Catalog; --print shows .strings tables (--convert-to-strings makes them from it)",
                                   file: path, kind: .fileMessage))
                continue
            }
            do {
                let file = try StringsFileReader.read(path: path)
                var text = files.count > 1 ? "// \(path)\n" : ""
                for entry in file.entries {
                    text += render(entry)
                }
                if text.hasSuffix("\n") { text.removeLast() }
                if !text.isEmpty { sink.console.out(text) }
            } catch {
                sink.report(error: error, path: path)
            }
        }
    }

    /// An entry as genstrings writes it; without a comment, only the key-value line.
    static func render(_ entry: StringsFileEntry) -> String {
        let line = "\"\(entry.rawKey)\" = \"\(entry.rawValue)\";\n\n"
        guard let comment = entry.comment else { return line }
        return "/* \(StringsWriter.blockComment(comment)) */\n" + line
    }
}
