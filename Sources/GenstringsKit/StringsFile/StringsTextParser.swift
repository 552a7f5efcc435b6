/// Parses the text form of a `.strings` file, given as valid UTF-8 without a byte order mark.
///
/// The grammar is Foundation's old-style strings format, read strictly:
///
///     file  := trivia (entry trivia)*
///     entry := string trivia (";" | "=" trivia string trivia ";")
///     string := '"' ... '"' | "'" ... "'" | [A-Za-z0-9_$/:.-]+
///
/// where trivia is whitespace, `// ...` and `/* ... */`. Anything else is an error with a
/// 1-based line and column (columns count Unicode scalars).
struct StringsTextParser {
    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    /// The latest comment still attachable to a following key, and how many line breaks follow it.
    private var pendingComment: (inner: Range<Int>, lineBreaks: Int)?
    private var locator = LineLocator()

    init(utf8 bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    mutating func parse() throws -> [StringsFileEntry] {
        var entries: [StringsFileEntry] = []
        while true {
            pendingComment = nil
            try skipTrivia()
            guard index < bytes.count else { return entries }
            let comment = pendingComment.map { commentText($0.inner) }
            let keyStart = index
            let key = try readString(role: "a key", after: nil)
            let line = locator.line(of: keyStart, in: bytes)

            try skipTrivia()
            guard index < bytes.count, bytes[index] == semicolon || bytes[index] == equals else {
                // At the end of the file the unfinished entry is junk after the previous ';':
                // point at it rather than at the end.
                throw error(at: index < bytes.count ? index : keyStart, "expected '=' or ';' after the key \(excerpt(key.raw)), found \(found(at: index))")
            }
            if bytes[index] == semicolon { // short form: "key";
                index += 1
                entries.append(StringsFileEntry(key: key.text, value: key.text, rawKey: key.raw,
                                                rawValue: key.raw, comment: comment, line: line))
                continue
            }
            index += 1
            try skipTrivia()
            let value = try readString(role: "a value", after: "'='")
            try skipTrivia()
            guard index < bytes.count, bytes[index] == semicolon else {
                throw error(at: index, "expected ';' after the value, found \(found(at: index))")
            }
            index += 1
            entries.append(StringsFileEntry(key: key.text, value: value.text, rawKey: key.raw,
                                            rawValue: value.raw, comment: comment, line: line))
        }
    }

    // MARK: - Strings

    /// Reads a quoted string or an unquoted token at `index`.
    private mutating func readString(role: String, after: String?) throws -> (text: String, raw: String) {
        guard index < bytes.count else {
            throw error(at: index, "expected \(role)\(after.map { " after \($0)" } ?? ""), found end of file")
        }
        let first = bytes[index]
        if first == doubleQuote || first == singleQuote {
            let open = index
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != first {
                index += bytes[index] == backslash ? 2 : 1
            }
            guard index < bytes.count else {
                throw error(at: open, "unterminated string; missing closing \(first == doubleQuote ? "'\"'" : "\"'\"")")
            }
            let inner = bytes[start..<index]
            index += 1
            return (StringsEscaping.unescape(inner), Self.rawText(inner))
        }
        guard isTokenByte(first) else {
            if after == nil {
                throw error(at: index, "unexpected character \(found(at: index)); expected a key")
            }
            throw error(at: index, "expected \(role) after \(after!), found \(found(at: index))")
        }
        let start = index
        while index < bytes.count, isTokenByte(bytes[index]) { index += 1 }
        let token = String(decoding: bytes[start..<index], as: UTF8.self)
        return (token, token)
    }

    /// The text between the quotes as written, except that a `"` left unescaped between single
    /// quotes gets its backslash: the raw text is always right between double quotes.
    private static func rawText(_ inner: ArraySlice<UInt8>) -> String {
        guard inner.contains(0x22) else { return String(decoding: inner, as: UTF8.self) }
        var out: [UInt8] = []
        var i = inner.startIndex
        while i < inner.endIndex {
            if inner[i] == 0x5C, i + 1 < inner.endIndex {
                out += inner[i...(i + 1)]
                i += 2
                continue
            }
            if inner[i] == 0x22 { out.append(0x5C) }
            out.append(inner[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func isLineSeparator(at i: Int) -> Bool {
        i + 2 < bytes.count && bytes[i] == 0xE2 && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)
    }

    private func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: return true // a-z A-Z 0-9
        case 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: return true     // _ $ / : . -
        default: return false
        }
    }

    // MARK: - Whitespace and comments

    /// Skips whitespace and comments, recording in `pendingComment` the last comment that is
    /// followed by whitespace with at most one line break.
    private mutating func skipTrivia() throws {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                notePendingLineBreak()
                index += 1
            case 0x0D:
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                notePendingLineBreak()
                index += 1
            case 0x09, 0x0B, 0x0C, 0x20:
                index += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): // U+2028, U+2029
                index += 3
            case slash where index + 1 < bytes.count && bytes[index + 1] == slash:
                let start = index + 2
                index = start
                // The line ends at a line feed, a carriage return, U+2028 or U+2029 (as Foundation's).
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D, !isLineSeparator(at: index) {
                    index += 1
                }
                pendingComment = (start..<index, 0)
            case slash where index + 1 < bytes.count && bytes[index + 1] == star:
                let open = index
                let start = index + 2
                index = start
                while index + 1 < bytes.count, !(bytes[index] == star && bytes[index + 1] == slash) {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    throw error(at: open, "unterminated comment; missing '*/'")
                }
                pendingComment = (start..<index, 0)
                index += 2
            default:
                return
            }
        }
    }

    private mutating func notePendingLineBreak() {
        guard let pending = pendingComment else { return }
        pendingComment = pending.lineBreaks == 0 ? (pending.inner, 1) : nil
    }

    /// The comment's inner text without one leading and one trailing space; its line breaks
    /// are LF whatever the file's are (a table checked out with CR LF line ends has the same
    /// comments as the one written with LF).
    private func commentText(_ inner: Range<Int>) -> String {
        var lower = inner.lowerBound, upper = inner.upperBound
        if lower < upper, bytes[lower] == space { lower += 1 }
        if lower < upper, bytes[upper - 1] == space { upper -= 1 }
        let text = bytes[lower..<upper]
        guard text.contains(0x0D) else { return String(decoding: text, as: UTF8.self) }
        var lines: [UInt8] = []
        lines.reserveCapacity(text.count)
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == 0x0D {
                lines.append(0x0A)
                if i + 1 < text.endIndex, text[i + 1] == 0x0A { i += 1 }
            } else {
                lines.append(text[i])
            }
            i += 1
        }
        return String(decoding: lines, as: UTF8.self)
    }

    // MARK: - Errors

    private mutating func error(at offset: Int, _ message: String) -> StringsFileError {
        let position = locator.position(of: offset, in: bytes)
        return StringsFileError(path: path, line: position.line, column: position.column, message: message)
    }

    /// A key as quoted in a message, shortened to 40 characters and to its first line, so that
    /// the message stays on one line (a key with a line break in it is a missing quote, mostly).
    private func excerpt(_ raw: String) -> String {
        let firstLine = raw.prefix { !$0.isNewline }
        guard firstLine.count == raw.count else { return "\"\(firstLine.prefix(39))…\"" }
        return raw.count <= 40 ? "\"\(raw)\"" : "\"\(raw.prefix(39))…\""
    }

    /// How to name the character at `offset` in a message.
    private func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let text = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "end of file" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format {
            return code
        }
        return scalar == "'" ? "\"'\"" : "'\(scalar)'"
    }

    private let doubleQuote: UInt8 = 0x22, singleQuote: UInt8 = 0x27, backslash: UInt8 = 0x5C
    private let slash: UInt8 = 0x2F, star: UInt8 = 0x2A, space: UInt8 = 0x20
    private let semicolon: UInt8 = 0x3B, equals: UInt8 = 0x3D
}

extension StringsTextParser {
    /// Finds the line and column of offsets; cheap when asked for increasing offsets.
    /// Line breaks are LF, CRLF and a lone CR; columns count Unicode scalars, starting at 1.
    fileprivate struct LineLocator {
        private var offset = 0, line = 1, lineStart = 0

        mutating func line(of target: Int, in bytes: [UInt8]) -> Int {
            if target < offset { self = LineLocator() }
            while offset < target {
                let byte = bytes[offset]
                offset += 1
                if byte == 0x0A || (byte == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A)) {
                    line += 1
                    lineStart = offset
                }
            }
            return line
        }

        mutating func position(of target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
            let line = line(of: target, in: bytes)
            var column = 1
            for byte in bytes[lineStart..<target] where byte & 0xC0 != 0x80 { column += 1 } // skip continuation bytes
            return (line, column)
        }
    }
}
