/// `--check`: is each table in `-o` what the code gives now? Writes nothing; prints a summary
/// per table; the run fails (exit 1) when any table is missing or differs.
enum TableCheck {
    static func run(_ options: Options, tables: [StringsTable], writer: StringsWriter, folder: OutputFolder,
                    sink: inout DiagnosticSink) {
        for table in tables {
            let name = table.name + ".strings"
            let generated = writer.outputEntries(table)
            let existing: StringsFile
            do {
                guard let bytes = try folder.existing(name) else {
                    sink.console.out("\(name): missing (\(generated.count) \(generated.count == 1 ? "key" : "keys") to add)")
                    sink.failed = true
                    continue
                }
                existing = try StringsFileReader.parse(bytes, path: folder.file(name))
            } catch {
                sink.report(error: error, path: folder.file(name))
                // A line on standard output too, where a CI log shows the other tables' state.
                sink.console.out("\(name): cannot be read (see the error above)")
                continue
            }
            let comparison = TableComparison(generated: generated, existing: existing.entries)
            if comparison.isUpToDate {
                sink.console.out("\(name): up to date")
            } else {
                sink.failed = true
                sink.console.out("\(name): out of date (\(comparison.added.count) added, \(comparison.removed.count) removed, \(comparison.changedKeys) changed)")
                for line in comparison.lines { sink.console.out(line) }
            }
        }
    }
}
