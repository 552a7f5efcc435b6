import Foundation

/// `--convert-to-xcstrings LPROJ...` and `--convert-to-strings CATALOG...`.
enum CatalogConversionMode {
    static func run(_ options: Options, sink: inout DiagnosticSink) {
        let folder = OutputFolder(path: options.outputDirectory)
        if let problem = folder.problem() {
            sink.report(problem)
            return
        }
        if options.mode == .convertToCatalog {
            toCatalogs(options, folder: folder, sink: &sink)
        } else {
            toStrings(options, folder: folder, sink: &sink)
        }
    }

    /// The catalog language of an `.lproj` folder's name, as Xcode names languages in
    /// catalogs: `Base` is the source language (the development language the base tables are
    /// in), the old English names of the first Mac languages are their codes (`English.lproj`
    /// is `en`), and a region is joined with `-` (`pt_BR.lproj` is `pt-BR`, the language of
    /// `pt-BR.lproj`).
    static func catalogLanguage(ofFolder name: String, source: String) -> String {
        let legacy = ["English": "en", "French": "fr", "German": "de", "Italian": "it", "Spanish": "es",
                      "Japanese": "ja", "Dutch": "nl"]
        if name == "Base" { return source }
        return legacy[name] ?? name.replacingOccurrences(of: "_", with: "-")
    }

    /// Every `<Table>.strings` of every `<lang>.lproj` folder given, one catalog per table.
    static func toCatalogs(_ options: Options, folder: OutputFolder, sink: inout DiagnosticSink) {
        var tables: [String: [LanguageTable]] = [:]
        var pending: [Pending] = []
        // Tables with a language that could not be read: their catalogs would lack it.
        var unreadable: [String: String] = [:]
        // Where each table of each language was read: two folders of one language (`Base.lproj`
        // and `en.lproj`) are fine, but a table in both would be merged key by key, one's values
        // silently replacing the other's.
        var pathOfTable: [String: String] = [:]
        for lproj in options.inputs {
            let trimmed = lproj.hasSuffix("/") ? String(lproj.dropLast()) : lproj
            let base = (trimmed as NSString).lastPathComponent
            guard base.hasSuffix(".lproj") else {
                sink.report(.error("\(lproj) is not an .lproj folder", file: lproj, kind: .fileMessage))
                continue
            }
            let language = catalogLanguage(ofFolder: String(base.dropLast(".lproj".count)), source: options.sourceLanguage)
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: trimmed)
            } catch {
                // The system's reason (Foundation's error does not always carry it).
                var reason = ""
                if let directory = opendir(trimmed) { closedir(directory) } else { reason = ": " + String(cString: strerror(errno)) }
                sink.report(.error("cannot read folder \(lproj)\(reason)", file: lproj, kind: .fileMessage))
                continue
            }
            for name in names.sorted() where name.hasSuffix(".stringsdict") {
                // Not read: say so, or its plurals would be lost without a word.
                let path = trimmed + "/" + name
                sink.report(.warning("\(path) is not converted: .stringsdict files are not read, add its plural variations to the catalog by hand",
                                     file: path, kind: .fileMessage))
            }
            for name in names.sorted() where name.hasSuffix(".strings") {
                let path = trimmed + "/" + name
                let table = String(name.dropLast(".strings".count))
                if let first = pathOfTable[language + "\u{0}" + table] {
                    sink.report(.error("\(path) is a second \(table) table of language \(language) (\(first) is the first); it is not converted",
                                       file: path, kind: .fileMessage))
                    continue
                }
                pathOfTable[language + "\u{0}" + table] = path
                if let reason = OutputFolder.notATable(path) {
                    sink.report(.error("\(path): cannot read file: \(reason)", file: path, kind: .fileMessage))
                    if unreadable[table] == nil { unreadable[table] = path }
                    continue
                }
                do {
                    let file = try StringsFileReader.read(path: path)
                    let entries = file.entries.map {
                        LanguageTable.Entry(key: $0.key, value: $0.value, comment: $0.comment.map(catalogComment))
                    }
                    // A catalog's keys are compared as Swift compares strings, canonically: keys
                    // of one table that differ only in Unicode normalization become one, the
                    // last one's value kept. Said, as the sync of `--xcstrings` says it.
                    var spelling: [String: String] = [:]
                    var said = Set<String>()
                    for entry in entries {
                        if let first = spelling[entry.key], !first.unicodeScalars.elementsEqual(entry.key.unicodeScalars) {
                            if said.insert(first).inserted {
                                sink.report(.warning("\(path): keys \"\(first)\" differ only in Unicode normalization; the catalog keeps them as one key, with the value of the last",
                                                     file: path, kind: .fileMessage))
                            }
                        } else if spelling[entry.key] == nil {
                            spelling[entry.key] = entry.key
                        }
                    }
                    tables[table, default: []].append(LanguageTable(language: language, entries: entries))
                } catch {
                    sink.report(error: error, path: path)
                    if unreadable[table] == nil { unreadable[table] = path }
                }
            }
        }
        for (name, languages) in tables.sorted(by: { $0.key < $1.key }) {
            if let path = unreadable[name] {
                sink.report(.error("\(folder.file(name + ".xcstrings")) not written: \(path) could not be read, and its translations would be missing",
                                   file: path, kind: .fileMessage))
                continue
            }
            let catalog = CatalogConversion.catalog(fromTables: languages, sourceLanguage: options.sourceLanguage)
            pending.append(Pending(bytes: catalog.serialized(), name: name + ".xcstrings", folder: folder))
        }
        writeAll(pending, sink: &sink)
    }

    /// Each catalog's languages as `<lang>.lproj/<Table>.strings`, plurals as `.stringsdict`.
    static func toStrings(_ options: Options, folder: OutputFolder, sink: inout DiagnosticSink) {
        var catalogOfName: [String: String] = [:]
        var pending: [Pending] = []
        for path in options.inputs {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            // Two catalogs of one name would write the same files, the second replacing the first's.
            if let first = catalogOfName[name] {
                sink.report(.error("\(path) would be written to the same \(name).strings files as \(first); it is not converted (convert it into another -o folder)",
                                   file: path, kind: .fileMessage))
                continue
            }
            catalogOfName[name] = path
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog.read(path: path)
            } catch {
                sink.report(error: error, path: path)
                continue
            }
            let (tables, stringsdicts) = CatalogConversion.tables(from: catalog)
            // A language with no string (only plurals, say) gets no empty `.strings` file.
            for table in tables where !table.entries.isEmpty {
                guard let lproj = languageFolder(table.language, in: folder, catalog: path, sink: &sink) else { continue }
                // In genstrings' order of the keys as written, as a table genstrings wrote would be.
                let keys = table.entries.map { StringsEscaping.escape($0.key) }
                let text = KeyOrder.tableOrder(keys).map { i in
                    let entry = table.entries[i]
                    return StringsWriter.entryText(comments: entry.comment.map(tableComments) ?? [], key: keys[i],
                                                   value: StringsEscaping.escape(entry.value))
                }.joined()
                let bytes = options.outputEncoding.encode(text, byteOrderMark: options.outputEncoding != .utf8)
                pending.append(Pending(bytes: bytes, name: name + ".strings", folder: lproj))
            }
            for (language, bytes) in stringsdicts.sorted(by: { $0.key < $1.key }) {
                guard let lproj = languageFolder(language, in: folder, catalog: path, sink: &sink) else { continue }
                pending.append(Pending(bytes: bytes, name: name + ".stringsdict", folder: lproj))
            }
        }
        writeAll(pending, sink: &sink)
    }

    /// A table's comment as a catalog holds it: the text it stands for (`\"` is `"`), with
    /// genstrings' join of merged comments (a line break and three spaces) a line break.
    static func catalogComment(_ raw: String) -> String {
        raw.components(separatedBy: "\n   ").map { StringsEscaping.unescape($0) }.joined(separator: "\n")
    }

    /// A catalog's comment as a table's merged comments: one per line, each escaped as a
    /// table's text is (the inverse of `catalogComment`).
    static func tableComments(_ comment: String) -> [String] {
        comment.components(separatedBy: "\n").map { StringsEscaping.escape($0) }
    }

    private static func languageFolder(_ language: String, in folder: OutputFolder, catalog: String,
                                       sink: inout DiagnosticSink) -> OutputFolder? {
        if let problem = TableName.problem(with: language) {
            // The check is the one for table names; the message names what it is about.
            let message = problem.hasPrefix("Table name") ? "Language" + problem.dropFirst("Table".count) : problem
            sink.report(.error("\(catalog): \(message)", file: catalog, kind: .fileMessage))
            return nil
        }
        let lproj = OutputFolder(path: folder.file(language + ".lproj"))
        return lproj
    }

    /// A file a conversion makes, written once every file of the run is known.
    struct Pending {
        var bytes: [UInt8]
        var name: String
        var folder: OutputFolder
    }

    /// Makes the folder at `path` and those it is in, as `mkdir -p` does; the system's reason
    /// when it cannot (`File exists` for a file of that name, `Permission denied`), else nil.
    private static func makeFolder(_ path: String) -> String? {
        if let reason = notAFolder(path) { return reason }
        var info = stat()
        if stat(path, &info) == 0 { return nil }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, let reason = makeFolder(parent) { return reason }
        guard mkdir(path, 0o777) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    /// Why `path` cannot be a folder when something else has its name: a file, or a symbolic
    /// link that leads nowhere or to a file; nil when it is a folder (or a link to one) or free.
    private static func notAFolder(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard stat(path, &info) == 0 else { return "a link of that name leads nowhere" }
        return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "a file of that name is there"
    }

    /// A conversion makes files from scratch: one already there (a catalog Xcode keeps, the
    /// project's own tables) would lose what it holds that the inputs do not, so when any file
    /// to write exists with other contents, nothing is written (the same bytes again, a
    /// conversion run twice, are fine).
    private static func writeAll(_ pending: [Pending], sink: inout DiagnosticSink) {
        var clashes = 0
        for file in pending {
            let path = file.folder.file(file.name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue || FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) != file.bytes {
                sink.report(.error("\(path) already exists and is not replaced: a conversion would lose what it holds (move it away to convert again)",
                                   file: path, kind: .fileMessage))
                clashes += 1
            }
        }
        if clashes > 0 {
            sink.report(.error("nothing written: \(clashes) file\(clashes == 1 ? "" : "s") to write already exist\(clashes == 1 ? "s" : "")", kind: .fileMessage))
            return
        }
        // Every folder is made before any file is written: one that cannot be (a file of its
        // name is there) then leaves no other language written.
        var folders: [String] = []
        var listed: Set<String> = []
        for file in pending where file.folder.path != "." && listed.insert(file.folder.path).inserted {
            folders.append(file.folder.path)
        }
        // A name taken by something that is no folder (a file, a link that leads nowhere) is
        // found before any folder is made, so that nothing is left behind.
        for path in folders {
            if let reason = notAFolder(path) {
                sink.report(.error("cannot create folder \(path): \(reason)", file: path, kind: .fileMessage))
                sink.report(.error("nothing written", kind: .fileMessage))
                return
            }
        }
        for path in folders {
            if let reason = makeFolder(path) {
                sink.report(.error("cannot create folder \(path): \(reason)", file: path, kind: .fileMessage))
                sink.report(.error("nothing written", kind: .fileMessage))
                return
            }
        }
        // Put in place together, once every one was written (`StagedWrites`).
        var writes = StagedWrites()
        for file in pending {
            writes.stage(file.bytes, as: file.name, in: file.folder, message: "wrote \(file.folder.file(file.name))", sink: &sink)
        }
        writes.finish(sink: &sink)
    }
}
