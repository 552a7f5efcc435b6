enum CatalogOutput {
    static func run(_ options: Options, tables: [StringsTable], folder: OutputFolder, sink: inout DiagnosticSink) {
        sink.report(.error("--xcstrings is not available yet"))
    }
}
