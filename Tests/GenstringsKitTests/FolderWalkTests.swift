import XCTest
@testable import GenstringsKit

final class FolderWalkTests: XCTestCase {
    /// Names in byte order, depth first; hidden entries and other extensions skipped; a link
    /// to a source file followed, a link to a folder (here a cycle) not; a source file's link
    /// that leads nowhere kept, so that reading it reports it.
    func testOrderHiddenEntriesAndLinks() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        func file(_ path: String) throws {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        for path in ["src/b.m", "src/B.swift", "src/a/z.h", "src/a/notes.txt", "src/.hidden/h.m", "src/.x.m",
                     "src/Z/é.java", "src/Z/e.c", "other/target.mm"] {
            try file(path)
        }
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("src/link.mm").path,
                                  withDestinationPath: root.appendingPathComponent("other/target.mm").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("src/loop").path,
                                  withDestinationPath: root.appendingPathComponent("src").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("src/gone.m").path,
                                  withDestinationPath: root.appendingPathComponent("missing.m").path)
        let folder = root.appendingPathComponent("src").path
        let list = InputFiles.expand([folder], filesFrom: [], excludes: [])
        XCTAssertEqual(list.problems, [])
        XCTAssertEqual(list.files.map { String($0.dropFirst(folder.count + 1)) },
                       ["B.swift", "Z/e.c", "Z/é.java", "a/z.h", "b.m", "gone.m", "link.mm"])
        // A trailing slash is not doubled.
        XCTAssertEqual(InputFiles.expand([folder + "/"], filesFrom: [], excludes: []).files.first, folder + "/B.swift")
    }

    /// A folder's names are sorted by `utf8Precedes`, which must order as the bytes do
    /// (`utf8.lexicographicallyPrecedes`): a name before the longer names it begins, upper case
    /// before lower, `é` (0xC3 0xA9) after every ASCII byte.
    func testNamesSortInByteOrder() {
        let names = ["", "a", "ab", "abc", "abd", "B", "b", "Z", "z", "é", "e\u{301}", "ée", "e", "a b", "a.m", "a-m", "日本"]
        for a in names {
            for b in names {
                XCTAssertEqual(a.utf8Precedes(b), a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) before \(b)")
            }
        }
        XCTAssertEqual(["b.m", "ab", "é", "B", "a"].sorted { $0.utf8Precedes($1) }, ["B", "a", "ab", "b.m", "é"])
    }

    /// Paths as `git ls-files` quotes them (`core.quotePath`, the default) are read as the
    /// names they stand for, unless a file has the name as written.
    func testGitQuotedPaths() {
        XCTAssertEqual(InputFiles.gitUnquoted(#""Caf\303\251.swift""#), "Caf\u{E9}.swift")
        XCTAssertEqual(InputFiles.gitUnquoted(#""a\"b\\c\t.m""#), "a\"b\\c\t.m")
        XCTAssertEqual(InputFiles.gitUnquoted("plain.m"), "plain.m")
        XCTAssertEqual(InputFiles.gitUnquoted(#""x\q.m""#), #""x\q.m""#)  // not git's escape: as written
        XCTAssertEqual(InputFiles.gitUnquoted(#""a"b.m""#), #""a"b.m""#)
        XCTAssertEqual(InputFiles.gitUnquoted(#""\377.m""#), #""\377.m""#)  // not UTF-8: as written
    }

    /// A link to a folder is walked (skipped, its sources' keys would look unused to `--merge`),
    /// each folder once: a link back to a folder being walked, or to one walked already, adds
    /// nothing.
    func testLinkedFoldersAreWalkedOnce() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for path in ["app/Sources/A.swift", "app/Shared/S.swift"] {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        for (name, target) in [("Sources/Shared", "app/Shared"), ("Sources/Up", "app"), ("Sources/Again", "app/Shared")] {
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("app/" + name).path,
                                      withDestinationPath: root.appendingPathComponent(target).path)
        }
        let folder = root.appendingPathComponent("app/Sources").path
        let list = InputFiles.expand([folder], filesFrom: [], excludes: [])
        XCTAssertEqual(list.problems, [])
        // Linked folders come after the real ones, in order: `Again` walks the shared folder;
        // `Shared` leads to it again; `Up` leads to `app`, whose `Shared` and `Sources` were walked.
        XCTAssertEqual(list.files.map { String($0.dropFirst(folder.count + 1)) }, ["A.swift", "Again/S.swift"])
        // A folder reached both ways keeps the name of its real place.
        try fm.createDirectory(at: root.appendingPathComponent("app/Sources/Versions/A"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("app/Sources/Versions/A/H.h"))
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("app/Sources/Headers").path,
                                  withDestinationPath: root.appendingPathComponent("app/Sources/Versions/A").path)
        XCTAssertEqual(InputFiles.expand([folder], filesFrom: [], excludes: []).files.map { String($0.dropFirst(folder.count + 1)) },
                       ["A.swift", "Versions/A/H.h", "Again/S.swift"])
    }

    /// Links with a source file's extension: excluded by `--exclude` like files, whether they
    /// lead to a file or nowhere; one that leads to a folder (`Folder.m`) is not a source file.
    func testLinksAreExcludedAndFolderLinksSkipped() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("elsewhere/inner.m"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("elsewhere/real.m"))
        for (name, target) in [("kept.m", "elsewhere/real.m"), ("skipped.m", "elsewhere/real.m"),
                               ("skippedGone.m", "elsewhere/none.m"), ("Folder.m", "elsewhere/inner.m")] {
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("src/" + name).path,
                                      withDestinationPath: root.appendingPathComponent(target).path)
        }
        let folder = root.appendingPathComponent("src").path
        let list = InputFiles.expand([folder], filesFrom: [], excludes: ["skipped*.m"])
        XCTAssertEqual(list.problems, [])
        XCTAssertEqual(list.files.map { String($0.dropFirst(folder.count + 1)) }, ["kept.m"])
    }

    /// A source file or folder whose name is not UTF-8 is reported, not taken for missing
    /// (its name with the bad bytes replaced names no file) nor skipped; other files are not.
    func testNamesThatAreNotUTF8() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        func create(_ name: [UInt8], folder: Bool) {
            let path = Array(root.path.utf8) + [UInt8(ascii: "/")] + name + [0]
            path.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) {
                    if folder { mkdir($0.baseAddress!, 0o755) } else { close(open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)) }
                }
            }
        }
        create(Array("caf".utf8) + [0xE9] + Array(".m".utf8), folder: false)
        create(Array("notes".utf8) + [0xFF] + Array(".txt".utf8), folder: false)
        create(Array("d".utf8) + [0xC3, 0x28], folder: true)
        create(Array("ok.m".utf8), folder: false)
        let list = InputFiles.expand([root.path], filesFrom: [], excludes: [])
        XCTAssertEqual(list.files, [root.path + "/ok.m"])
        XCTAssertEqual(Set(list.problems.map(\.message)),
                       ["failed to read input file \(root.path)/caf\\xE9.m: its name is not valid UTF-8",
                        "cannot read folder \(root.path)/d\\xC3(: its name is not valid UTF-8"])
    }

    /// A folder that cannot be read is reported, not skipped (not testable as root, who reads
    /// every folder).
    func testUnreadableFolderIsReported() throws {
        try XCTSkipIf(getuid() == 0, "root reads every folder")
        let root = try Paths.temporaryFolder()
        let closed = root.appendingPathComponent("closed")
        try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: false)
        chmod(closed.path, 0)
        defer {
            chmod(closed.path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        let list = InputFiles.expand([root.path], filesFrom: [], excludes: [])
        XCTAssertEqual(list.files, [])
        XCTAssertEqual(list.problems.map(\.message), ["cannot read folder \(closed.path): Permission denied"])
    }

    /// File lists are read like sources: from a pipe too, with the reason when they cannot be.
    func testFileListsFromPipesAndTheirProblems() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("list.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let listed = [root.appendingPathComponent("a.m").path, root.appendingPathComponent("sub/b.m").path]
        for path in listed { try Data().write(to: URL(fileURLWithPath: path)) }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data((listed.joined(separator: "\n") + "\n").utf8))
            handle?.closeFile()
        }
        writer.start()
        XCTAssertEqual(InputFiles.expand([], filesFrom: [fifo], excludes: []).files, listed)
        let invalid = root.appendingPathComponent("latin1.txt")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6D, 0x0A]).write(to: invalid)
        let missing = root.appendingPathComponent("missing.txt").path
        let list = InputFiles.expand([], filesFrom: [invalid.path, missing], excludes: [])
        XCTAssertEqual(list.files, [])
        XCTAssertEqual(list.problems.map(\.message), ["file list \(invalid.path) is not UTF-8 text (invalid byte on line 1)",
                                                 "failed to read file list \(missing): No such file or directory"])
        XCTAssertEqual(InputFiles.expand([], filesFrom: ["-"], excludes: [], readStandardInput: { .success([]) }).files, [])
        // A list with a byte order mark, as Windows editors write it: the mark is no part of a path.
        XCTAssertEqual(InputFiles.expand([], filesFrom: ["-"], excludes: [],
                                         readStandardInput: { .success([0xEF, 0xBB, 0xBF] + Array(listed[0].utf8) + [0x0A]) }).files,
                       [listed[0]])
    }

    /// A list with a NUL byte is not a list of paths: an error with its line, and nothing of it
    /// is taken (a path cut at the NUL would name another file). `/dev/zero` ends.
    func testFileListWithNULByte() throws {
        let root = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let a = root.appendingPathComponent("a.m").path
        try Data().write(to: URL(fileURLWithPath: a))
        let listFile = root.appendingPathComponent("list.txt")
        try Data((a + "\n" + a + "\0b.m\n").utf8).write(to: listFile)
        let list = InputFiles.expand([], filesFrom: [listFile.path], excludes: [])
        XCTAssertEqual(list.files, [])
        XCTAssertEqual(list.problems.map(\.message), ["file list \(listFile.path) is not text (NUL byte on line 2)"])
        XCTAssertEqual(list.problems.first?.line, 2)
        let zero = InputFiles.expand([], filesFrom: ["/dev/zero"], excludes: [])
        XCTAssertEqual(zero.problems.map(\.message), ["file list /dev/zero is not text (NUL byte on line 1)"])
        let stdin = InputFiles.expand([], filesFrom: ["-"], excludes: [], readStandardInput: { .success([0x61, 0x0A, 0x00]) })
        XCTAssertEqual(stdin.problems.map(\.message), ["file list - is not text (NUL byte on line 2)"])
    }
}
