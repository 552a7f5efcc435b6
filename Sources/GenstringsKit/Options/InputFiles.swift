import Foundation

/// Turns the command line's inputs into the list of files to scan: files as given, folders
/// walked recursively in sorted order for source files, `--files-from` lists read, and
/// `--exclude` globs applied.
public enum InputFiles {
    /// The files to scan, in command-line order, and the problems met on the way.
    public struct List {
        public var files: [String] = []
        public var problems: [Diagnostic] = []
        /// Per problem, how many files come before it, so that it is reported in command-line
        /// order among the files' own messages (see `Driver.inCommandLineOrder`).
        public var problemPositions: [Int] = []
        /// Where each file is also put as soon as it is found, for the scan (see `FileFeed`).
        var feed: FileFeed?

        mutating func report(_ problem: Diagnostic) {
            problems.append(problem)
            problemPositions.append(files.count)
        }

        mutating func add(file: String) {
            files.append(file)
            feed?.add(file)
        }
    }

    /// `listPositions`: for each list in `filesFrom`, how many `inputs` come before it (by
    /// default none: the lists first). Each file is also added to `feed` as soon as it is found
    /// (the feed is not closed).
    public static func expand(_ inputs: [String], filesFrom: [String], listPositions: [Int]? = nil, excludes: [String],
                              feed: FileFeed? = nil,
                              readStandardInput: () -> Result<[UInt8], Diagnostic> = SourceReader.readStandardInputList) -> List {
        var list = List()
        list.feed = feed
        let isExcluded = { (path: String, walkedFolder: Int) in
            excludes.contains { Glob.matches($0, path: path, walkedFolder: walkedFolder) }
        }
        /// One input, with the list and line that named it (nil: the command line); `file` is
        /// where a message about the entry points (`path:line:` in the `xcode` style), nil for
        /// standard input.
        func add(_ input: String, origin: (list: String, file: String?, line: Int)?) {
            var info = stat()
            let found = stat(input, &info) == 0
            let missing = found ? 0 : errno
            if found, (info.st_mode & S_IFMT) == S_IFDIR {
                let root = input.hasSuffix("/") ? input.utf8.count : input.utf8.count + 1
                var walked = Set<FolderIdentity>()
                var linked: [String] = []
                let excluded = { isExcluded($0, root) }
                walk(input, into: &list, walked: &walked, linked: &linked, excluding: excluded)
                // Linked folders after the rest: a folder reached both ways keeps the name of its
                // real place (a framework's `Headers` link to `Versions/A/Headers`), and the
                // order of the other files is the one without links.
                while !linked.isEmpty {
                    let next = linked
                    linked = []
                    for folder in next { walk(folder, into: &list, walked: &walked, linked: &linked, excluding: excluded) }
                }
            } else if let origin, missing == ENOENT || missing == ENOTDIR {
                // The list's own mistake (a stale entry, a wrong base folder): say where it is.
                list.report(.error("failed to read input file \(input): \(String(cString: strerror(missing))) (named on line \(origin.line) of file list \(origin.list))",
                                   file: origin.file, line: origin.line, kind: .fileMessage))
            } else if let origin, found, (info.st_mode & S_IFMT) == S_IFCHR || (info.st_mode & S_IFMT) == S_IFBLK,
                      !isExcluded(input, 0) {
                // A device is not read (see `SourceReader.readBytes`): said with where the list named it.
                list.report(.error("failed to read input file \(input): it is a device, not a file (named on line \(origin.line) of file list \(origin.list))",
                                   file: origin.file, line: origin.line, kind: .fileMessage))
            } else if !isExcluded(input, 0) {
                list.add(file: input)
            }
        }
        func addList(_ path: String) {
            let bytes: [UInt8]
            // Read as a source file is (pipes and process substitutions too), with the reason.
            let read = path == "-" ? readStandardInput()
                                   : SourceReader.readText(path: path).mapError { $0.diagnostic(path: path, what: "file list") }
            switch read {
            case .success(let read): bytes = read
            case .failure(let problem):
                list.report(problem)
                return
            }
            // A path holds no NUL byte: a list with one is not a list of paths (a binary file,
            // `/dev/zero`), and a path cut at it would name another file.
            if let nul = bytes.firstIndex(of: 0) {
                let line = SourceReader.lineNumber(bytes, nul)
                list.report(.error("file list \(path) is not text (NUL byte on line \(line))", file: path, line: line, kind: .fileMessage))
                return
            }
            if case .invalid(let offset) = UTF8Validation.check(bytes, from: 0) {
                let line = SourceReader.lineNumber(bytes, offset)
                list.report(.error("file list \(path) is not UTF-8 text (invalid byte on line \(line))", file: path, line: line, kind: .fileMessage))
                return
            }
            // A byte order mark (as Windows editors write one) is not part of the first path.
            let text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            for (index, line) in lines.enumerated() where !line.isEmpty {
                add(gitUnquoted(String(line)), origin: (path == "-" ? "<stdin>" : path, path == "-" ? nil : path, index + 1))
            }
        }
        let positions = listPositions ?? Array(repeating: 0, count: filesFrom.count)
        var nextList = 0
        for k in 0...inputs.count {
            while nextList < filesFrom.count, positions[nextList] <= k {
                addList(filesFrom[nextList])
                nextList += 1
            }
            if k < inputs.count { add(inputs[k], origin: nil) }
        }
        return list
    }

    /// A path of a list as `git ls-files` quotes it (`"Caf\303\251.swift"`, for a name with
    /// bytes from 0x80, a quote, a backslash or a control character, unless `core.quotePath`
    /// is off): its bytes, when it is quoted so and no file has the name as written.
    static func gitUnquoted(_ line: String) -> String {
        let bytes = Array(line.utf8)
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\""),
              access(line, F_OK) != 0 else { return line }
        var out: [UInt8] = []
        var i = 1
        let end = bytes.count - 1
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { return line }  // a bare quote inside: not git's quoting
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                i += 1
                continue
            }
            guard i + 1 < end else { return line }
            let e = bytes[i + 1]
            switch e {
            case UInt8(ascii: "0")...UInt8(ascii: "3"):
                guard i + 3 < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i + 2]),
                      (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i + 3]) else { return line }
                out.append((e - 48) << 6 | (bytes[i + 2] - 48) << 3 | (bytes[i + 3] - 48))
                i += 4
                continue
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(e)
            default: return line
            }
            i += 2
        }
        return String(validating: out, as: UTF8.self) ?? line
    }

    /// A folder as the file system knows it, whatever the path it was reached by.
    struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Source files below `folder`, depth first, names in byte order; hidden entries are not
    /// followed. Links to folders are, after the real folders (`linked`, walked by the caller),
    /// each folder walked once (`walked`): a link back to a folder being walked, or to one
    /// walked already, adds nothing (skipped, the sources of a linked folder would look unused
    /// to `--merge`).
    ///
    /// Entries are read with `readdir`, whose entry type saves a `stat` per file (only links,
    /// and entries of file systems that do not give a type, are looked up).
    /// A folder that cannot be read is a problem (it may hold sources, so it is not skipped in
    /// silence).
    static func walk(_ folder: String, into list: inout List, walked: inout Set<FolderIdentity>,
                     linked: inout [String], excluding isExcluded: (String) -> Bool) {
        guard let directory = opendir(folder) else {
            let reason = String(cString: strerror(errno))
            list.report(.error("cannot read folder \(folder): \(reason)", file: folder, kind: .fileMessage))
            return
        }
        var info = stat()
        if fstat(dirfd(directory), &info) == 0,
           !walked.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted {
            closedir(directory)
            return
        }
        var entries: [(name: String, type: UInt8, valid: Bool)] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let (name, valid) = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) { shownName($0) }
            }
            if !name.hasPrefix(".") { entries.append((name, type, valid)) }
        }
        closedir(directory)
        entries.sort { $0.name.utf8Precedes($1.name) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for (name, type, valid) in entries {
            let path = prefix + name
            let isSource = SourceLanguage.sourceExtensions.contains(SourceLanguage.pathExtension(name))
            guard valid else {
                // Paths are Unicode text here: a name that is not UTF-8 (possible on Linux, not
                // on macOS) cannot be opened by it. A source file or a folder (which may hold
                // sources) is reported rather than taken for missing or skipped in silence.
                if type == DT_DIR {
                    list.report(.error("cannot read folder \(path): its name is not valid UTF-8", file: path, kind: .fileMessage))
                } else if isSource {
                    list.report(.error("failed to read input file \(path): its name is not valid UTF-8", file: path, kind: .fileMessage))
                }
                continue
            }
            var kind = mode_t(0)
            switch Int32(type) {
            case Int32(DT_DIR): kind = S_IFDIR
            case Int32(DT_REG): kind = S_IFREG
            case Int32(DT_LNK): kind = S_IFLNK
            case Int32(DT_UNKNOWN):
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                kind = info.st_mode & S_IFMT
            default: continue
            }
            switch kind {
            case S_IFDIR:
                walk(path, into: &list, walked: &walked, linked: &linked, excluding: isExcluded)
            case S_IFREG:
                if isSource, !isExcluded(path) { list.add(file: path) }
            case S_IFLNK:
                // A link to a folder is walked (once: see `walked`), a link to a source file
                // followed. A source file's link that leads nowhere (a missing target, a cycle of
                // links) is kept, so that reading it says why: skipped in silence, its keys would
                // look unused to `--merge`.
                var target = stat()
                let leads = stat(path, &target) == 0
                if leads && target.st_mode & S_IFMT == S_IFDIR {
                    linked.append(path)  // walked when the real folders have been
                    break
                }
                guard isSource, !isExcluded(path) else { break }
                if !leads || target.st_mode & S_IFMT == S_IFREG {
                    list.add(file: path)
                }
            default:
                break
            }
        }
    }
}

extension InputFiles {
    /// A NUL-terminated file name as text, and whether it is valid UTF-8; invalid bytes are
    /// shown as `\xE9`.
    public static func shownName(_ name: UnsafePointer<UInt8>) -> (String, Bool) {
        let bytes = UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)))
        if let text = String(validating: bytes, as: UTF8.self) { return (text, true) }
        var shown = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for b in bytes[offset..<(offset + length)] { shown += "\\x" + String(b, radix: 16, uppercase: true) }
                offset += length
            case .emptyInput:
                break loop
            }
        }
        return (shown, false)
    }
}

/// Shell-style globs for `--exclude`: `*` and `?` within one path component, `**` across
/// components, `[abc]` classes. A pattern matches a path, or any tail of it that starts at
/// a component (`Pods/**` excludes `Pods/A/x.m` and `app/Pods/A/x.m`), or a folder the path
/// lies in (`Pods` excludes `Pods/A/x.m`; with a glob, a folder inside a walked folder: `Pods*`
/// excludes `Pods/A/x.m` found by walking `.`).
///
/// A leading `/` anchors the pattern: at the root for an absolute path, at the start of a
/// relative one (`/Pods/**` excludes `Pods/A/x.m`, not `app/Pods/A/x.m`), and, for a file
/// found in a folder given as input, also at that folder (`walkedFolder`, the length of its
/// path with the `/` after it), as rsync anchors at the folder it copies. A leading `./`
/// anchors it the same way, but for an absolute path at the current folder rather than at the
/// root (`./Pods/**` leaves out `./Pods/A/x.m`, `Pods/A/x.m` and `$PWD/Pods/A/x.m`, as the
/// paths `find .` prints suggest).
public enum Glob {
    /// The current folder, for patterns that start with `./` and absolute paths.
    public static var currentFolder: String { FileManager.default.currentDirectoryPath }

    public static func matches(_ pattern: String, path: String, walkedFolder: Int = 0,
                               currentFolder: @autoclosure () -> String = Glob.currentFolder) -> Bool {
        // A pattern that matches a folder (`Pods`, `Vendor/Lib`; with a glob, `Pods*`, `App/*`)
        // stands for everything in it too, as in .gitignore and SwiftLint's lists; a trailing
        // `/` names only a folder. A glob only matches folders inside a folder given as input:
        // `.*` or `*Tests*` must not match the `..` of `../App/a.m` or the checkout folder the
        // input lies in.
        let hasGlob = pattern.contains { "*?[".contains($0) }
        func matchesFolder(_ folderPattern: String) -> Bool {
            guard hasGlob else {
                return matchesOne(folderPattern + "/**", path: path, walkedFolder: walkedFolder, currentFolder: currentFolder())
            }
            let utf8 = path.utf8
            guard walkedFolder > 0, walkedFolder < utf8.count else { return false }
            let inside = String(decoding: utf8.dropFirst(walkedFolder), as: UTF8.self)
            return matchesOne(folderPattern + "/**", path: inside, walkedFolder: 0, currentFolder: currentFolder())
        }
        if pattern.count > 1, pattern.hasSuffix("/") { return matchesFolder(String(pattern.dropLast())) }
        if matchesOne(pattern, path: path, walkedFolder: walkedFolder, currentFolder: currentFolder()) { return true }
        guard !pattern.isEmpty else { return false }
        return matchesFolder(pattern)
    }

    private static func matchesOne(_ pattern: String, path: String, walkedFolder: Int, currentFolder: @autoclosure () -> String) -> Bool {
        var p = Array(pattern.utf8)
        var components = Array(path.utf8)
        var walkedFolder = walkedFolder
        let dotSlash = Array("./".utf8)
        if components.starts(with: dotSlash) {
            components.removeFirst(2)
            walkedFolder = max(0, walkedFolder - 2)
        }
        var atCurrentFolder = false
        while p.starts(with: dotSlash) {
            p.removeFirst(2)
            atCurrentFolder = true
        }
        if atCurrentFolder {
            // As anchored with `/`, with an absolute path taken from the current folder on.
            if components.first == UInt8(ascii: "/") {
                var folder = Array(currentFolder().utf8)
                if folder.last != UInt8(ascii: "/") { folder.append(UInt8(ascii: "/")) }
                if components.starts(with: folder) {
                    var whole = Matcher(pattern: p, path: Array(components[folder.count...]))
                    if whole.match(0, 0) { return true }
                }
                components.insert(UInt8(ascii: "/"), at: 0)  // so that the root match below cannot succeed
                walkedFolder += walkedFolder > 0 ? 1 : 0
            }
            p.insert(UInt8(ascii: "/"), at: 0)
        }
        if p.first == UInt8(ascii: "/") {
            // An absolute path is matched with the pattern's `/`, a relative one without it.
            var whole = Matcher(pattern: components.first == UInt8(ascii: "/") ? p : Array(p.dropFirst()), path: components)
            if whole.match(0, 0) { return true }
            p.removeFirst()
            guard walkedFolder > 0, walkedFolder < components.count else { return false }
            var inFolder = Matcher(pattern: p, path: Array(components[walkedFolder...]))
            return inFolder.match(0, 0)
        }
        var matcher = Matcher(pattern: p, path: components)
        if matcher.match(0, 0) { return true }
        for (i, c) in components.enumerated() where c == UInt8(ascii: "/") {
            if matcher.match(0, i + 1) { return true }
        }
        return false
    }

    /// Matches pattern positions against path positions, remembering the pairs that failed:
    /// without that, patterns with many stars (`*a*a*a*b`) take exponential time on long names.
    private struct Matcher {
        let p: [UInt8]
        let s: [UInt8]
        private var failed: [Bool]

        init(pattern: [UInt8], path: [UInt8]) {
            p = pattern
            s = path
            failed = [Bool](repeating: false, count: (pattern.count + 1) * (path.count + 1))
        }

        /// Whether the pattern from `pi` matches the path from `si` to its end.
        mutating func match(_ pi: Int, _ si: Int) -> Bool {
            let key = pi * (s.count + 1) + si
            if failed[key] { return false }
            let matched = matchUnremembered(pi, si)
            if !matched { failed[key] = true }
            return matched
        }

        private mutating func matchUnremembered(_ pi: Int, _ si: Int) -> Bool {
            var pi = pi
            var si = si
            while pi < p.count {
                let c = p[pi]
                if c == UInt8(ascii: "*") {
                    if pi + 1 < p.count, p[pi + 1] == UInt8(ascii: "*") {
                        var next = pi + 2
                        if next < p.count, p[next] == UInt8(ascii: "/") { next += 1 }
                        if next == p.count { return true }
                        var k = si
                        while k <= s.count {
                            if match(next, k) { return true }
                            k += 1
                        }
                        return false
                    }
                    var k = si
                    while true {
                        if match(pi + 1, k) { return true }
                        if k >= s.count || s[k] == UInt8(ascii: "/") { return false }
                        k += 1
                    }
                }
                guard si < s.count else { return false }
                if c == UInt8(ascii: "?") {
                    if s[si] == UInt8(ascii: "/") { return false }
                } else if c == UInt8(ascii: "["), let close = p[(pi + 1)...].firstIndex(of: UInt8(ascii: "]")) {
                    var set = Array(p[(pi + 1)..<close])
                    let negate = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
                    if negate { set.removeFirst() }
                    var found = false
                    var k = 0
                    while k < set.count {
                        if k + 2 < set.count, set[k + 1] == UInt8(ascii: "-") {
                            if s[si] >= set[k] && s[si] <= set[k + 2] { found = true }
                            k += 3
                        } else {
                            if s[si] == set[k] { found = true }
                            k += 1
                        }
                    }
                    if found == negate { return false }
                    pi = close
                } else if c != s[si] {
                    return false
                }
                pi += 1
                si += 1
            }
            return si == s.count
        }
    }
}
