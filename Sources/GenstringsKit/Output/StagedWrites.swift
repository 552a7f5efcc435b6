/// The files of one run, put in place together: each is written in full to its temporary file
/// first (`OutputFolder.stage`), and only when every one was written are they renamed over
/// their targets. A run whose writing fails part-way (a full disk, a file over `ulimit -f`)
/// then replaces none of them, rather than leaving some tables new and the others old; and
/// what the run prints about each file comes after they are all in place, so that a reader
/// that stops reading (`--merge … | head`, which ends the run by SIGPIPE) cannot stop it
/// between two renames; nor can Ctrl-C or `kill`, held off meanwhile.
///
/// A file refused for itself before it is written (a table that cannot be appended to, a
/// folder in a table's place) is reported on its own and does not stop the others.
struct StagedWrites {
    /// In order: a staged file (with its folder) or none for a file left as it is, and what to
    /// print once it is in place.
    private var files: [(staged: (folder: OutputFolder, file: OutputFolder.StagedFile)?, message: String?)] = []
    private var writeFailed = false
    /// Files not staged because an earlier one failed: counted among those left as they were.
    private var notStaged = 0

    /// Adds a file staged by the caller, with what to print once it is in place.
    mutating func add(_ file: OutputFolder.StagedFile, in folder: OutputFolder, message: String? = nil) {
        files.append(((folder, file), message))
    }

    /// Adds what to print, in its place among the files' messages, for a file left as it is.
    mutating func note(_ message: String) {
        files.append((nil, message))
    }

    /// Marks the run's writing as failed: `finish` then puts nothing in place.
    mutating func markFailed() {
        writeFailed = true
    }

    /// Stages `bytes` as `name` in `folder`; a failure is reported, and the set is then failed
    /// (and stages nothing more: the first failure is said, not one per file; `finish` counts the
    /// files not staged among those left as they were).
    mutating func stage(_ bytes: [UInt8], as name: String, in folder: OutputFolder, message: String? = nil,
                        sink: inout DiagnosticSink) {
        guard !writeFailed else {
            notStaged += 1
            return
        }
        do {
            try folder.checkReplaceable(name)
        } catch {
            sink.report(error: error, path: folder.file(name))
            return
        }
        do {
            add(try folder.stage(bytes, as: name), in: folder, message: message)
        } catch {
            sink.report(error: error, path: folder.file(name))
            writeFailed = true
        }
    }

    /// Puts every file in place, in the order given, then prints their messages; or, when a
    /// write failed, removes them all and says that nothing was replaced.
    mutating func finish(sink: inout DiagnosticSink) {
        defer { (files, notStaged) = ([], 0) }
        guard !writeFailed else {
            var discarded = notStaged
            for case let (staged?, _) in files {
                staged.folder.discard(staged.file)
                discarded += 1
            }
            if discarded > 0 {
                sink.report(.error("nothing written: the other \(discarded == 1 ? "file is" : "\(discarded) files are") left as \(discarded == 1 ? "it was" : "they were")",
                                   kind: .fileMessage))
            }
            return
        }
        var placed: [String] = []
        // A signal that ends the run waits until every file is in place (see `EndingSignals`).
        EndingSignals.heldOff {
            for (staged, message) in files {
                if let staged {
                    do {
                        try staged.folder.commit(staged.file)
                    } catch {
                        staged.folder.discard(staged.file)
                        sink.report(error: error, path: staged.file.target)
                        continue
                    }
                }
                if let message { placed.append(message) }
            }
        }
        for message in placed { sink.console.out(message) }
    }
}
