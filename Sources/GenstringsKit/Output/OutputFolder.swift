import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `-o` folder. Every table is written atomically (a temporary file in the same folder,
/// then a rename), so an interrupted or failed run leaves each existing table as it was, and
/// nothing is ever written outside the folder.
public struct OutputFolder: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Why the folder cannot take tables, or nil.
    public func problem() -> Diagnostic? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            var link = stat()
            // A link that loops, or leads nowhere, is there: said as such.
            if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let n = readlink(path, &target, Int(PATH_MAX))
                let to = n > 0 ? String(decoding: target[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
                let why = code == ELOOP ? "a symbolic link that loops" : "a symbolic link to \(to), which does not exist"
                return .error("output folder \(path) is \(why)", file: path, kind: .fileMessage)
            }
            if code == ENOENT || code == ENOTDIR {
                return .error("output folder \(path) does not exist", file: path, kind: .fileMessage)
            }
            return .error("output folder \(path) cannot be used: \(String(cString: strerror(code)))", file: path, kind: .fileMessage)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            return .error("output folder \(path) is not a folder", file: path, kind: .fileMessage)
        }
        return nil
    }

    /// The path of a file in the folder; `name` must be a plain file name (see `TableName`).
    public func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// The bytes of an existing file, or nil when there is none. A file that is there but
    /// cannot be read (no permission, a folder) is an error (a `Diagnostic`): taken for
    /// missing, it would be replaced, and with it its translations.
    public func existing(_ name: String) throws -> [UInt8]? {
        let path = file(name)
        var info = stat()
        if lstat(path, &info) != 0 && errno == ENOENT { return nil }
        if let reason = Self.notATable(path) {
            throw SourceReader.ReadFailure(reason: reason).diagnostic(path: path, what: "output file")
        }
        switch SourceReader.readBytes(path: path, what: "output file") {
        case .success(let bytes): return bytes
        case .failure(let problem): throw problem
        }
    }

    /// Runs `body` holding an exclusive lock on the folder (`flock`), so that runs that read
    /// tables and write them again (`-a`, `--merge`, `--xcstrings`) into one folder at once,
    /// as `xargs -P` starts them, take turns instead of each writing over what the other
    /// added. Where the folder cannot be locked (a file system without locks), `body` runs
    /// all the same.
    func withExclusiveLock<T>(_ body: () throws -> T) rethrows -> T {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }  // (which also releases the lock)
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        return try body()
    }

    /// Why the file at `path` is no table when it is a FIFO or a socket (`it is a FIFO, not a
    /// file`), or nil: reading a FIFO no program writes to would wait forever.
    static func notATable(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return "it is a FIFO, not a file"
        case S_IFSOCK: return "it is a socket, not a file"
        default: return nil
        }
    }

    /// 0666 less the umask, read once (reading the umask means setting it, which must not
    /// happen while other threads create files).
    private static let newFileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }()

    /// Replaces (or creates) `name` with `bytes` atomically. Several files may be written at
    /// once. The temporary file is removed if the run is interrupted (`TemporaryFiles`).
    public func write(_ bytes: [UInt8], to name: String) throws {
        try checkReplaceable(name)
        try commitOrDiscard(try stage(bytes, as: name))
    }

    /// Commits `staged`, or discards it when that fails.
    private func commitOrDiscard(_ staged: StagedFile) throws {
        do {
            try commit(staged)
        } catch {
            discard(staged)
            throw error
        }
    }

    /// A file written in full to its temporary file beside its target, not yet in place:
    /// `commit` puts it there, `discard` removes it. (See `StagedWrites`, which puts several in
    /// place only once every one was written.) A file whose target holds its bytes already has
    /// no temporary file (see `stage`).
    public struct StagedFile: Sendable {
        let temporary: String
        let target: String
        let slot: Int?
        /// The target holds the bytes already: `commit` only sets its times, `discard` does
        /// nothing. (With the bytes and the file's name, which `commit` writes after all
        /// where the times cannot be set.)
        var unchanged: (bytes: [UInt8], name: String)? = nil
    }

    /// Throws when `name` cannot be replaced whatever is written: a folder is in its place
    /// (`cannot replace output file X: Is a directory`). Checked before a file is staged, so
    /// that such a table is refused on its own (see `StagedWrites`).
    public func checkReplaceable(_ name: String) throws {
        var info = stat()
        if stat(file(name), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { throw failure("replace", file(name), EISDIR) }
    }

    /// Writes `bytes` to a temporary file for `name`, with the mode, owner and group of the file
    /// it will replace, and flushes it to the disk; nothing when `name` holds `bytes` already
    /// (see `holds`).
    public func stage(_ bytes: [UInt8], as name: String) throws -> StagedFile {
        precondition(TableName.isPlainFileName(name), "not a plain file name: \(name)")
        let target = file(name)
        if holds(bytes, name: name) { return StagedFile(temporary: "", target: target, slot: nil, unchanged: (bytes, name)) }
        return try stageAnew(bytes, as: name)
    }

    /// `stage` for a file that is written whatever the target holds.
    private func stageAnew(_ bytes: [UInt8], as name: String) throws -> StagedFile {
        let target = file(name)
        var info = stat()
        let (fd, slot, temporary) = TemporaryFiles.create(file(Self.temporaryName(for: name)))
        guard fd >= 0 else { throw failure("open", target, errno) }
        var ok = false
        defer {
            if !ok {
                unlink(temporary)
                TemporaryFiles.unregister(slot)
            }
        }
        var written = 0
        try bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    close(fd)
                    throw failure("write", target, code)
                }
                written += n
            }
        }
        // Keep the mode of the file being replaced; a new file gets the usual 0666 less umask.
        // Its owner and group are kept too where the system lets the tool set them (run as
        // root in a build container, or a group of the user's): else the replaced table would
        // become root's. (Set before the mode, which a change of owner may clear bits of.)
        let mode: mode_t
        if stat(target, &info) == 0 {
            if info.st_uid != geteuid() || info.st_gid != getegid(), fchown(fd, info.st_uid, info.st_gid) != 0 {
                _ = fchown(fd, uid_t.max, info.st_gid)  // the group alone (uid_t.max: the owner unchanged)
            }
            mode = info.st_mode & 0o7777
        } else {
            mode = Self.newFileMode
        }
        fchmod(fd, mode)
        guard fsync(fd) == 0 || errno == EINVAL, close(fd) == 0 else { throw failure("write", target, errno) }
        ok = true
        return StagedFile(temporary: temporary, target: target, slot: slot)
    }

    /// Puts a staged file in place of its target (a rename: atomic); for a target that holds
    /// its bytes already, sets the target's times to now, as a new file would have them.
    public func commit(_ staged: StagedFile) throws {
        if let (bytes, name) = staged.unchanged {
            // (A file system that cannot set them gets the file written, as any other.)
            if utimensat(AT_FDCWD, staged.target, nil, 0) == 0 { return }
            return try commitOrDiscard(try stageAnew(bytes, as: name))
        }
        guard rename(staged.temporary, staged.target) == 0 else { throw failure("replace", staged.target, errno) }
        TemporaryFiles.unregister(staged.slot)
    }

    /// Removes a staged file; its target stays as it was.
    public func discard(_ staged: StagedFile) {
        if staged.unchanged != nil { return }
        unlink(staged.temporary)
        TemporaryFiles.unregister(staged.slot)
    }

    /// Whether `name` is a file (not a link) listed under exactly that name, that holds `bytes`
    /// and whose times the tool may set. Such a table is not written again: regenerated tables
    /// are mostly the same as before, and writing one (a temporary file, flushed to the disk, then
    /// renamed over the old file, which the file system frees) took the bench corpus's run 4 ms
    /// of its 50 (`Docs/benchmarks.md`, thirty-seventh round). Its times are set instead (see
    /// `commit`), so that it looks as written to what compares times (`make`).
    func holds(_ bytes: [UInt8], name: String) -> Bool {
        let path = file(name)
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else {
            return false
        }
        // The owner sets a file's times, as does root, and anyone who may write it.
        guard info.st_uid == geteuid() || geteuid() == 0 || faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 else {
            return false
        }
        guard Self.contents(of: path, are: bytes) else { return false }
        // On a file system that ignores case, `localizable.strings` is found for
        // `Localizable.strings`: the table is written then, under its own name.
        return lists(name)
    }

    /// Whether the file at `path` holds exactly `bytes`: read a piece at a time into a small
    /// buffer and compared (read whole, the largest tables took fresh memory, a page fault per
    /// 4 KiB, twice: 1 % of the bench corpus's run).
    private static func contents(of path: String, are bytes: [UInt8]) -> Bool {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let size = 16 * 1024
        let piece = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
        defer { piece.deallocate() }
        return bytes.withUnsafeBytes { expected in
            var offset = 0
            while true {
                let n = systemRead(fd, piece, size)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                if n == 0 { return offset == expected.count }
                guard n <= expected.count - offset, memcmp(piece, expected.baseAddress! + offset, n) == 0 else { return false }
                offset += n
            }
        }
    }

    /// Whether the folder lists `name`, byte for byte.
    private func lists(_ name: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        var wanted = Array(name.utf8CString)
        while let entry = readdir(directory) {
            let same = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) { strcmp($0, &wanted) == 0 }
            }
            if same { return true }
        }
        return false
    }

    /// The temporary file's name pattern for `name`: `.name.tmp-XXXXXX`, with `name` cut short
    /// (at a character's end) where that would pass the 255 bytes a file name may have, so
    /// that every name that can be a file can be written.
    static func temporaryName(for name: String) -> String {
        let suffix = ".tmp-XXXXXX", room = 255 - 1 - suffix.utf8.count
        var kept = Substring(name)
        while kept.utf8.count > room { kept = kept.dropLast() }
        return "." + kept + suffix
    }

    /// `cannot open output file X: reason` (genstrings' text), or `cannot write` or `cannot
    /// replace` when the file was opened and writing it or renaming it over the table failed.
    private func failure(_ verb: String, _ target: String, _ code: Int32) -> Diagnostic {
        .error("cannot \(verb) output file \(target): \(String(cString: strerror(code)))", file: target, kind: .fileMessage)
    }
}

/// The temporary files being written, so that a run stopped by a signal (Ctrl-C, `kill`, a
/// closed terminal) removes them rather than leaving full-size hidden files in the `-o`
/// folder (once the tool asks for it: `removeOnSignals`). The handler only unlinks and
/// re-raises (async-signal-safe); the paths are copies that are never freed, and the slots
/// that note them are in chunks that are never freed or moved, so that the handler never reads
/// freed memory. A run may hold a file per table at once (see `StagedWrites`): the chunks are
/// made as needed, up to a million files.
public enum TemporaryFiles {
    private struct Slot {
        /// The file's path (the `mkstemp` template, filled in in place), or nil.
        var path: UnsafeMutablePointer<CChar>?
        /// 1 while the file is being created, by `creator`.
        var creating: Int32
        var creator: pthread_t
    }

    private static let chunkSize = 256
    private static let chunkCount = 4096
    private static let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Slot>?> = {
        let chunks = UnsafeMutablePointer<UnsafeMutablePointer<Slot>?>.allocate(capacity: chunkCount)
        chunks.initialize(repeating: nil, count: chunkCount)
        return chunks
    }()
    /// Slots free for a new file (under `lock`).
    private static var freeSlots: [Int] = []

    private static func slot(_ i: Int) -> UnsafeMutablePointer<Slot> {
        chunks[i / chunkSize]! + i % chunkSize
    }

    /// Makes a signal that ends the process (`SIGINT`, `SIGTERM`, `SIGHUP`) remove the temporary
    /// files first, and a file grown past `ulimit -f` (`SIGXFSZ`) a failed write, said and
    /// cleaned up as any: for the command-line tool, which the process is (a library must not
    /// take a host's signals). Once; the handler reads `chunks`, made first.
    public static func removeOnSignals() {
        _ = handlerInstalled
    }

    private static let handlerInstalled: Bool = {
        _ = chunks
        _ = stopping
        signal(SIGXFSZ, SIG_IGN)
        for signal in EndingSignals.numbers {
            // A signal the shell ignores (a job started with `nohup`) stays ignored.
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            if handler(of: previous) == 1 { continue }  // SIG_IGN
            var action = sigaction()
            setHandler(&action, removeTemporaryFilesAndReraise)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        return true
    }()

    private static let lock = NSLock()

    private static func handler(of action: sigaction) -> Int {
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    fileprivate static func setHandler(_ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }

    /// Creates a file from the `mkstemp` template `pattern` (`...XXXXXX`), noted before it is
    /// made (the name is filled in in place), so that a signal at any time but the last few
    /// instructions finds it: the descriptor (-1 with `errno` on failure), the slot for
    /// `unregister` (nil when every slot is taken), and the file's path.
    ///
    /// While `mkstemp` runs, the slot is marked as being created, with the thread that creates
    /// it: a handler running on another thread waits for the file to exist before it removes
    /// it. (Without the wait, a file created in the instant between the handler's `unlink` and
    /// the end of the process was left behind, empty: a third of the runs stopped while many
    /// tables were written left one.)
    static func create(_ pattern: String) -> (fd: Int32, slot: Int?, path: String) {
        guard let path = strdup(pattern) else { return (-1, nil, pattern) }
        let slot = lock.withLock { () -> Int? in
            if freeSlots.isEmpty, let chunk = (0..<chunkCount).first(where: { chunks[$0] == nil }) {
                let slots = UnsafeMutablePointer<Slot>.allocate(capacity: chunkSize)
                slots.initialize(repeating: Slot(path: nil, creating: 0, creator: pthread_self()), count: chunkSize)
                chunks[chunk] = slots  // (published once its slots are made)
                freeSlots = (chunk * chunkSize..<(chunk + 1) * chunkSize).reversed()
            }
            guard let i = freeSlots.popLast() else { return nil }
            let s = Self.slot(i)
            s.pointee.creator = pthread_self()
            s.pointee.creating = 1
            s.pointee.path = path
            return i
        }
        var fd: Int32 = -1
        var code = EINTR
        if stopping.pointee == 0 {
            fd = mkstemp(path)
            code = errno
        }
        if let slot { Self.slot(slot).pointee.creating = 0 }
        if fd >= 0, stopping.pointee != 0 {
            // The handler ran between the note and the file: it is removed here.
            unlink(path)
        }
        if fd < 0 { unregister(slot) }
        errno = code
        return (fd, slot, String(cString: path))
    }

    /// Set by the signal handler before it removes the files.
    private static let stopping: UnsafeMutablePointer<Int32> = {
        let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        flag.initialize(to: 0)
        return flag
    }()

    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock {
            Self.slot(slot).pointee.path = nil
            freeSlots.append(slot)
        }
    }

    /// Called by the signal handler: unlinks every file noted, once it exists (a file another
    /// thread is creating is waited for, up to a second in all; one this thread was creating
    /// when the signal came is not, as it cannot go on meanwhile).
    static func removeAll() {
        stopping.pointee = 1
        let me = pthread_self()
        var waited = 0
        for c in 0..<chunkCount {
            guard let chunk = chunks[c] else { break }
            for k in 0..<chunkSize {
                let s = chunk + k
                guard let path = s.pointee.path else { continue }
                while s.pointee.creating != 0, pthread_equal(s.pointee.creator, me) == 0, waited < 1000 {
                    var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
                    nanosleep(&pause, nil)
                    waited += 1
                }
                unlink(path)
            }
        }
    }
}

/// The signal handler (a C function, which cannot capture context): removes the temporary
/// files, then restores the signal's default action and raises it again, so that the process
/// ends as the signal would have ended it (the shell sees 130 for Ctrl-C).
private func removeTemporaryFilesAndReraise(_ signal: Int32) {
    TemporaryFiles.removeAll()
    var action = sigaction()
    TemporaryFiles.setHandler(&action, SIG_DFL)
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
}

extension TableName {
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
#endif
