import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Source text as UTF-8 bytes ready for the lexer; `start` skips a byte order mark.
public struct SourceText: Sendable {
    public var bytes: [UInt8]
    public var start: Int

    public init(bytes: [UInt8], start: Int = 0) {
        self.bytes = bytes
        self.start = start
    }
}

/// Reads a source file and turns it into UTF-8, with a clear diagnostic for everything that
/// cannot be read: a missing file, a folder, no permission, a binary file, bytes that are not
/// in the expected encoding.
public enum SourceReader {
    public static func read(path: String, encoding: SourceEncoding) -> Result<SourceText, Diagnostic> {
        switch readBytes(path: path) {
        case .failure(let d): return .failure(d)
        case .success(let bytes): return decode(bytes, path: path, encoding: encoding)
        }
    }

    /// The file's bytes, read with one copy (from the kernel into the array); `what` names the
    /// file in a message (`failed to read input file ...`). A device (`/dev/zero`, a terminal)
    /// is refused unless `devices` (it may never end).
    public static func readBytes(path: String, what: String = "input file", devices: Bool = false) -> Result<[UInt8], Diagnostic> {
        readFile(path: path, devices: devices).mapError { $0.diagnostic(path: path, what: what) }
    }

    /// The file's bytes, or the system's reason why they cannot be had.
    static func readFile(path: String, devices: Bool = false) -> Result<[UInt8], ReadFailure> {
        let buffer = ReadBuffer()
        return read(path: path, into: buffer, devices: devices).map { Array(buffer.bytes(count: $0)) }
    }

    /// Why a file could not be read, as the system says it (`No such file or directory`,
    /// `Permission denied`, `Is a directory`, ...).
    struct ReadFailure: Error {
        var reason: String

        func diagnostic(path: String, what: String) -> Diagnostic {
            .error("failed to read \(what) \(path): \(reason)", file: path, kind: .fileMessage)
        }
    }

    /// The largest file read (2 GiB): offsets, lines and columns of a file are kept in 32 bits,
    /// and no source file comes near it; a larger one is an error, not a crash.
    static let largestFile = Int(Int32.max)

    /// Memory that one thread reads file after file into, so that reading allocates nothing
    /// once the buffer has grown to the largest file. (Allocated with `posix_memalign`, whose
    /// failure is reported as an error rather than stopping the process.)
    ///
    /// The memory begins on a page, as the page cache's copy of a file does: the kernel's copy
    /// into a buffer 16 bytes past a 64-byte line, where `malloc` puts it, took about a fifth
    /// longer (`Docs/benchmarks.md`, thirty-seventh round).
    final class ReadBuffer {
        private(set) var base: UnsafeMutablePointer<UInt8>
        private(set) var capacity: Int

        init(capacity: Int = 64 * 1024) {
            self.capacity = capacity
            guard let memory = Self.allocate(capacity) else { fatalError("out of memory") }
            base = memory.assumingMemoryBound(to: UInt8.self)
        }

        deinit { free(base) }

        /// Room for at least `needed` bytes, keeping the first `keeping`; false when the memory
        /// cannot be had.
        func reserve(_ needed: Int, keeping: Int) -> Bool {
            guard needed > capacity else { return true }
            // Doubled, so that a file read in chunks is copied a few times only; a large file
            // whose size is known gets no more than it needs.
            let grown = max(needed, capacity <= Int.max / 2 ? capacity * 2 : needed)
            if keeping == 0 {
                // Nothing to keep (a new file): no copy of the old contents.
                free(base)
                guard let memory = Self.allocate(grown) else {
                    base = Self.allocate(1)!.assumingMemoryBound(to: UInt8.self)
                    capacity = 1
                    return false
                }
                base = memory.assumingMemoryBound(to: UInt8.self)
            } else {
                guard let memory = Self.allocate(grown) else { return false }
                memory.copyMemory(from: base, byteCount: keeping)
                free(base)
                base = memory.assumingMemoryBound(to: UInt8.self)
            }
            capacity = grown
            return true
        }

        /// `size` bytes from the start of a page; nil when they cannot be had.
        private static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
            var memory: UnsafeMutableRawPointer? = nil
            return posix_memalign(&memory, 4096, max(size, 1)) == 0 ? memory : nil
        }

        func bytes(count: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: base, count: count)
        }
    }

    /// Reads the file into `buffer`; the number of bytes read.
    static func read(path: String, into buffer: ReadBuffer, what: String = "input file", devices: Bool = false) -> Result<Int, Diagnostic> {
        read(path: path, into: buffer, devices: devices).mapError { $0.diagnostic(path: path, what: what) }
    }

    static func read(path: String, into buffer: ReadBuffer, devices: Bool, stopAtNUL: Bool = false) -> Result<Int, ReadFailure> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(ReadFailure(reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        return read(fd: fd, into: buffer, devices: devices, stopAtNUL: stopAtNUL)
    }

    /// Text that is not a source file (a file list): its bytes, up to and with the first NUL
    /// byte when there is one, so that an endless stream of them (`/dev/zero`) ends.
    static func readText(path: String?) -> Result<[UInt8], ReadFailure> {
        let buffer = ReadBuffer()
        let result = path.map { read(path: $0, into: buffer, devices: true, stopAtNUL: true) }
            ?? read(fd: 0, into: buffer, devices: true, stopAtNUL: true)
        return result.map { Array(buffer.bytes(count: $0)) }
    }

    /// A file list on standard input (`--files-from -`), read as `readText` reads one.
    public static func readStandardInputList() -> Result<[UInt8], Diagnostic> {
        if StandardStream.inputWasClosed {
            return .failure(ReadFailure(reason: String(cString: strerror(EBADF))).diagnostic(path: "-", what: "file list"))
        }
        return readText(path: nil).mapError { $0.diagnostic(path: "-", what: "file list") }
    }

    static func read(fd: Int32, into buffer: ReadBuffer, devices: Bool, stopAtNUL: Bool = false) -> Result<Int, ReadFailure> {
        func failure(_ code: Int32) -> Result<Int, ReadFailure> {
            failure(String(cString: strerror(code)))
        }
        func failure(_ reason: String) -> Result<Int, ReadFailure> {
            .failure(ReadFailure(reason: reason))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return failure(errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return failure(EISDIR) }
        if !devices, (info.st_mode & S_IFMT) == S_IFCHR || (info.st_mode & S_IFMT) == S_IFBLK {
            return failure("it is a device, not a file")
        }
        // The size is a hint: files that grow (or report no size, like pipes) read on in
        // chunks; a read that fills what was asked for is followed by another. A regular file
        // that gave exactly its size in a read that asked for more is at its end: the read
        // that would return 0 is saved (one system call per file).
        let size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : -1
        func tooLarge(_ bytes: Int) -> Result<Int, ReadFailure> {
            failure("it is too large (\(bytes) bytes; files of up to \(largestFile) bytes are read)")
        }
        if size > largestFile { return tooLarge(size) }
        var count = 0
        var want = max(Int(info.st_size) + 1, 4096)
        while true {
            if count + want > largestFile + 1 {
                // Grown past the size it had (a pipe, a file being written): read up to one byte more.
                guard count <= largestFile else { return tooLarge(count) }
                want = largestFile + 1 - count
            }
            guard buffer.reserve(count + want, keeping: count) else {
                return failure("not enough memory to read it (\(count + want) bytes)")
            }
            let end = count + want
            while count < end {
                let n = systemRead(fd, buffer.base + count, end - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    return failure(errno)
                }
                if n == 0 { return .success(count) }
                if stopAtNUL, let nul = memchr(buffer.base + count, 0, n) {
                    return .success(count + (nul.assumingMemoryBound(to: UInt8.self) - (buffer.base + count)) + 1)
                }
                count += n
                if count == size && count < end { return .success(count) }
            }
            want = count  // the total asked for doubles, as the file outgrew the hint
        }
    }

    /// How the text of a file just read into a buffer is to be had.
    enum BufferedText {
        /// The buffer holds UTF-8 text from `start` on (after a byte order mark): no copy;
        /// `sawCR`: whether it holds a CR.
        case inPlace(start: Int, sawCR: Bool)
        /// Decoded into a new array, or not readable.
        case decoded(Result<SourceText, Diagnostic>)
    }

    /// `decode(_:path:encoding:)` for bytes in a buffer, without copying them when they are
    /// already UTF-8 (the usual case).
    static func decode(buffered bytes: UnsafeBufferPointer<UInt8>, path: String, encoding: SourceEncoding) -> BufferedText {
        let hasUTF16BOM = bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
        let readsAsUTF8: Bool
        switch encoding {
        case .utf8, .detect: readsAsUTF8 = true
        case .named(_, let e): readsAsUTF8 = e == .utf8
        }
        if readsAsUTF8 && !hasUTF16BOM {
            let hasUTF8BOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            let start = hasUTF8BOM ? 3 : 0
            var sawCR = false
            if case .valid = UTF8Validation.check(bytes, from: start, sawCR: &sawCR) { return .inPlace(start: start, sawCR: sawCR) }
        }
        return .decoded(decode(Array(bytes), path: path, encoding: encoding))
    }

    /// UTF-8 text for the lexer.
    public static func decode(_ bytes: [UInt8], path: String, encoding: SourceEncoding) -> Result<SourceText, Diagnostic> {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return transcode(bytes, path, .utf16LittleEndian, "UTF-16", skip: 2) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return transcode(bytes, path, .utf16BigEndian, "UTF-16", skip: 2) }
        let hasUTF8BOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let start = hasUTF8BOM ? 3 : 0
        switch encoding {
        case .named(let name, let e):
            // A UTF-8 byte order mark wins over the encoding named, as a UTF-16 one does.
            if e == .utf8 || hasUTF8BOM { fallthrough }
            return transcode(bytes, path, e, name, skip: start)
        case .utf8:
            switch UTF8Validation.check(bytes, from: start) {
            case .valid:
                return .success(SourceText(bytes: bytes, start: start))
            case .nul(let offset):
                if let order = bomlessUTF16(bytes) {
                    let name = order == .utf16LittleEndian ? "UTF-16LE" : "UTF-16BE"
                    return .failure(.error("input file \(path) looks like \(name) text without a byte order mark; use -d or -encoding \(name)",
                                           file: path, kind: .fileMessage))
                }
                return .failure(binary(path, bytes, offset))
            case .invalid(let offset):
                let line = lineNumber(bytes, offset)
                return .failure(.error("input file \(path) cannot be read in UTF-8 encoding (invalid byte on line \(line)); use -encoding NAME, -macRoman or -d",
                                       file: path, line: line, kind: .fileMessage))
            }
        case .detect:
            if case .valid = UTF8Validation.check(bytes, from: start) {
                return .success(SourceText(bytes: bytes, start: start))
            }
            if let order = bomlessUTF16(bytes) {
                return transcode(bytes, path, order, "UTF-16", skip: 0)
            }
            // Text in Mac Roman holds no NUL either.
            if let nul = bytes.firstIndex(of: 0) { return .failure(binary(path, bytes, nul)) }
            return transcode(bytes, path, .macOSRoman, "Mac Roman", skip: 0)
        }
    }

    private static func transcode(_ bytes: [UInt8], _ path: String, _ encoding: String.Encoding, _ name: String, skip: Int) -> Result<SourceText, Diagnostic> {
        if encoding == .macOSRoman { return .success(SourceText(bytes: MacRoman.decode(bytes[skip...]))) }
        let body = skip == 0 ? bytes : Array(bytes[skip...])
        if encoding == .utf16 {
            // `-encoding utf-16` and no byte order mark (a mark was read by `decode`): the order
            // the text shows, else big-endian, as Unicode says; checked as the named orders are
            // (Foundation alone would take little-endian text for big-endian and drop a last
            // odd byte, silently).
            // (An odd last byte, reported below, does not hide the order.)
            let order = bomlessUTF16(body.count % 2 == 0 ? body : Array(body.dropLast()))
            return transcode(body, path, order ?? .utf16BigEndian, name, skip: 0)
        }
        if encoding == .utf16LittleEndian || encoding == .utf16BigEndian,
           let (problem, line) = utf16Problem(body, bigEndian: encoding == .utf16BigEndian) {
            return .failure(.error("input file \(path) cannot be read in \(name) encoding (\(problem) on line \(line))",
                                   file: path, line: line, kind: .fileMessage))
        }
        guard let text = String(bytes: body, encoding: encoding) else {
            guard let line = firstUndecodableLine(body, encoding) else {
                return .failure(.error("input file \(path) cannot be read in \(name) encoding; use -d or another -encoding",
                                       file: path, kind: .fileMessage))
            }
            return .failure(.error("input file \(path) cannot be read in \(name) encoding (invalid bytes on line \(line)); use -d or another -encoding",
                                   file: path, line: line, kind: .fileMessage))
        }
        var utf8 = Array(text.utf8)
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8.removeFirst(3) }
        return .success(SourceText(bytes: utf8))
    }

    /// The first line of `bytes` that cannot be decoded in `encoding` (the text up to its end
    /// cannot, up to the line before can), found by decoding halves; nil for the encodings whose
    /// characters may hold the byte of a line break (UTF-16 and UTF-32 are checked otherwise).
    static func firstUndecodableLine(_ bytes: [UInt8], _ encoding: String.Encoding) -> Int? {
        let wide: [String.Encoding] = [.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32, .utf32LittleEndian, .utf32BigEndian]
        guard !wide.contains(encoding) else { return nil }
        // Where each line ends (after its line break: LF, CR LF or CR), the last at the end of the text.
        var ends = bytes.indices.filter { endsLine(bytes, at: $0) }.map { $0 + 1 }
        if ends.last != bytes.count { ends.append(bytes.count) }
        // The first line whose end makes the text undecodable.
        var low = 0, high = ends.count - 1
        guard high >= 0, String(bytes: bytes[..<ends[high]], encoding: encoding) == nil else { return nil }
        while low < high {
            let middle = (low + high) / 2
            if String(bytes: bytes[..<ends[middle]], encoding: encoding) == nil { high = middle } else { low = middle + 1 }
        }
        return low + 1
    }

    /// Byte order of BOM-less UTF-16 text, judged by where the zero bytes of ASCII lie.
    static func bomlessUTF16(_ bytes: [UInt8]) -> String.Encoding? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        let sample = min(bytes.count, 4096) / 2
        var evenZeros = 0
        var oddZeros = 0
        for i in 0..<sample {
            if bytes[2 * i] == 0 { evenZeros += 1 }
            if bytes[2 * i + 1] == 0 { oddZeros += 1 }
        }
        if oddZeros * 10 >= sample * 3 && evenZeros * 10 < sample { return .utf16LittleEndian }
        if evenZeros * 10 >= sample * 3 && oddZeros * 10 < sample { return .utf16BigEndian }
        return nil
    }

    private static func binary(_ path: String, _ bytes: [UInt8], _ nul: Int) -> Diagnostic {
        let line = lineNumber(bytes, nul)
        return .error("input file \(path) looks like a binary file (NUL byte on line \(line)); skipped",
                      file: path, line: line, kind: .fileMessage)
    }

    /// The first thing that makes `bytes` invalid UTF-16 (an unpaired surrogate, a last byte
    /// without its pair) and its line, or nil.
    static func utf16Problem(_ bytes: [UInt8], bigEndian: Bool) -> (String, Int)? {
        var line = 1
        var i = 0
        func unit(_ k: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]) : UInt16(bytes[k + 1]) << 8 | UInt16(bytes[k])
        }
        var previous: UInt16 = 0
        while i + 1 < bytes.count {
            let u = unit(i)
            // Line breaks as the lexer counts them: LF, CR LF, and CR alone.
            if u == 0x0D || (u == 0x0A && previous != 0x0D) { line += 1 }
            previous = u
            if u >= 0xD800 && u < 0xDC00 {
                guard i + 3 < bytes.count, (0xDC00..<0xE000).contains(unit(i + 2)) else { return ("unpaired surrogate", line) }
                i += 2
            } else if u >= 0xDC00 && u < 0xE000 {
                return ("unpaired surrogate", line)
            }
            i += 2
        }
        return i < bytes.count ? ("odd number of bytes", line) : nil
    }

    /// Whether a line ends with the byte at `i`, as the lexer counts line breaks: an LF (alone
    /// or after a CR), or a CR alone.
    static func endsLine(_ bytes: [UInt8], at i: Int) -> Bool {
        bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A))
    }

    /// The line of `offset` (see `endsLine`).
    static func lineNumber(_ bytes: [UInt8], _ offset: Int) -> Int {
        var line = 1
        for i in 0..<min(offset, bytes.count) where endsLine(bytes, at: i) { line += 1 }
        return line
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
