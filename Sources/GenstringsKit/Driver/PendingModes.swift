// Modes wired to the .strings reader and catalogs; filled in as those land.
enum StringsPrinting {
    static func run(_ options: Options, sink: inout DiagnosticSink) {
        sink.report(.error("--print is not available yet"))
    }
}

enum TableCheck {
    static func run(_ options: Options, tables: [StringsTable], writer: StringsWriter, folder: OutputFolder, sink: inout DiagnosticSink) {
        sink.report(.error("--check is not available yet"))
    }
}

enum TableMerge {
    static func run(_ options: Options, tables: [StringsTable], writer: StringsWriter, folder: OutputFolder, sink: inout DiagnosticSink) {
        sink.report(.error("--merge is not available yet"))
    }
}

enum CatalogOutput {
    static func run(_ options: Options, tables: [StringsTable], folder: OutputFolder, sink: inout DiagnosticSink) {
        sink.report(.error("--xcstrings is not available yet"))
    }
}
