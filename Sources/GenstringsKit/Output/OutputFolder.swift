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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .error("output folder \(path) does not exist", file: path, kind: .fileMessage)
        }
        guard isDirectory.boolValue else {
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
    /// once.
    public func write(_ bytes: [UInt8], to name: String) throws {
        precondition(TableName.isPlainFileName(name), "not a plain file name: \(name)")
        let target = file(name)
        var template = Array(file(".\(name).tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(target, errno) }
        let temporary = String(cString: template)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        var written = 0
        try bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    close(fd)
                    throw failure(target, code)
                }
                written += n
            }
        }
        // Keep the mode of the file being replaced; a new file gets the usual 0666 less umask.
        // Its owner and group are kept too where the system lets the tool set them (run as
        // root in a build container, or a group of the user's): else the replaced table would
        // become root's. (Set before the mode, which a change of owner may clear bits of.)
        var info = stat()
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
        guard fsync(fd) == 0 || errno == EINVAL, close(fd) == 0 else { throw failure(target, errno) }
        guard rename(temporary, target) == 0 else { throw failure(target, errno) }
        ok = true
    }

    private func failure(_ target: String, _ code: Int32) -> Diagnostic {
        .error("cannot open output file \(target): \(String(cString: strerror(code)))", file: target, kind: .fileMessage)
    }
}

extension TableName {
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
