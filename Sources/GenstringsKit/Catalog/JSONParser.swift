/// A JSON syntax error with its 1-based position. `column` counts Unicode
/// scalars from the start of the line, so it matches what editors show.
public struct JSONParseError: Error, Equatable, CustomStringConvertible, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}

extension JSONValue {
    /// Parses strict RFC 8259 JSON from UTF-8 bytes (a leading UTF-8 byte
    /// order mark is skipped). Rejects duplicate keys within one object,
    /// trailing commas, comments, invalid escapes, unpaired surrogates,
    /// unescaped control characters, invalid UTF-8 and trailing garbage.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }
}

struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeByte(at: index)) after the end of the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: return try parseLiteral()
        }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enterContainer()
        index += 1 // {
        var members: [(String, JSONValue)] = []
        var seen = Set<[UInt8]>()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object([])
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected a key in object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key in object, found \(describeByte(at: index))")
            }
            let keyStart = index
            let key = try parseString()
            guard seen.insert(Array(key.utf8)).inserted else {
                throw error("duplicate key \"\(key)\"", at: keyStart)
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("expected ':' after key \"\(key)\", found \(describeByte(at: index))")
            }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ',' or '}' in object") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(members)
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' in object, found \(describeByte(at: index))")
            }
            let comma = index
            index += 1
            skipWhitespace()
            if peek(UInt8(ascii: "}")) { throw error("trailing comma in object", at: comma) }
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        try enterContainer()
        index += 1 // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array([])
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ',' or ']' in array") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(elements)
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw error("expected ',' or ']' in array, found \(describeByte(at: index))")
            }
            let comma = index
            index += 1
            skipWhitespace()
            if peek(UInt8(ascii: "]")) { throw error("trailing comma in array", at: comma) }
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    // MARK: - Strings

    private mutating func parseString() throws -> String {
        let start = index
        index += 1 // opening quote
        var buffer: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: buffer, as: UTF8.self) else {
                    throw error("invalid UTF-8 in string", at: start)
                }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0x00..<0x20:
                if byte == UInt8(ascii: "\n") { throw error("unterminated string", at: start) }
                throw error("unescaped control character \(hexScalar(UInt32(byte))) in string")
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws {
        let escapeStart = index
        index += 1 // backslash
        guard index < bytes.count else { throw error("unterminated escape sequence", at: escapeStart) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape(escapeStart: escapeStart)
            buffer.append(contentsOf: String(scalar).utf8)
        default:
            index = escapeStart
            let shown = byte < 0x80 && byte >= 0x20 ? "\\\(Character(Unicode.Scalar(byte)))" : "\\"
            throw error("invalid escape sequence \"\(shown)\" in string")
        }
    }

    /// Parses the hex digits after `\u` (and a following low surrogate
    /// escape when the first is a high surrogate).
    private mutating func parseUnicodeEscape(escapeStart: Int) throws -> Unicode.Scalar {
        let high = try parseHex4(escapeStart: escapeStart)
        if (0xDC00...0xDFFF).contains(high) {
            throw error("unpaired surrogate \\u\(hex4(high)) in string", at: escapeStart)
        }
        guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high)! }
        let lowStart = index
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            throw error("unpaired surrogate \\u\(hex4(high)) in string", at: escapeStart)
        }
        index += 2
        let low = try parseHex4(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
            throw error("unpaired surrogate \\u\(hex4(high)) in string", at: escapeStart)
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }

    private mutating func parseHex4(escapeStart: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigitValue(bytes[index]) else {
                throw error("invalid \\u escape in string: expected 4 hexadecimal digits", at: escapeStart)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    // MARK: - Numbers and literals

    private mutating func parseNumber() throws -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else if peekDigit() {
            while peekDigit() { index += 1 }
        } else {
            throw invalidNumber(from: start)
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard peekDigit() else { throw invalidNumber(from: start) }
            while peekDigit() { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard peekDigit() else { throw invalidNumber(from: start) }
            while peekDigit() { index += 1 }
        }
        if index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw invalidNumber(from: start)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func invalidNumber(from start: Int) -> JSONParseError {
        var end = start + 1
        while end < bytes.count, isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".")
            || bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") {
            end += 1
        }
        return error("invalid number \"\(String(decoding: bytes[start..<end], as: UTF8.self))\"", at: start)
    }

    private mutating func parseLiteral() throws -> JSONValue {
        let start = index
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        switch word {
        case "true": index = end; return .bool(true)
        case "false": index = end; return .bool(false)
        case "null": index = end; return .null
        case "": throw error("unexpected \(describeByte(at: start)), expected a value")
        default: throw error("invalid literal \"\(word)\"", at: start)
        }
    }

    // MARK: - Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func peekDigit() -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func hexScalar(_ value: UInt32) -> String { "U+" + hex4(value) }

    private func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "character \(hexScalar(UInt32(byte)))" }
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        if let text = String(validating: bytes[offset..<end], as: UTF8.self), let scalar = text.unicodeScalars.first {
            return "'\(text)' (\(hexScalar(scalar.value)))"
        }
        return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(_ message: String) -> JSONParseError {
        error(message, at: index)
    }

    /// Builds an error at byte `offset`, converted to a 1-based line and a
    /// 1-based column counted in Unicode scalars.
    private func error(_ message: String, at offset: Int) -> JSONParseError {
        var line = 1
        var column = 1
        var position = 0
        let end = min(offset, bytes.count)
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]), line == 1, offset >= 3 { column -= 1 }
        return JSONParseError(line: line, column: column, message: message)
    }
}
