/// Turns the bytes of a text `.strings` file into valid UTF-8 without a byte order mark,
/// finding the encoding from the mark or, without one, from the bytes themselves.
enum StringsTextDecoder {
    struct Decoded {
        /// The text as UTF-8, without the byte order mark.
        var utf8: [UInt8]
        var encoding: StringsTextEncoding
        var hasByteOrderMark: Bool
    }

    /// The failure message; the caller adds the path (line and column are 0).
    struct Failure: Error { var message: String }

    /// The text, without its byte order mark nor any U+FEFF right after it: tables that
    /// translation tools wrote with a doubled mark (`FF FE FF FE`) are in shipping apps, so
    /// Apple's tools read them, though the old-style parser alone stops at the second mark.
    static func decode(_ bytes: [UInt8]) throws -> Decoded {
        var decoded = try decodeMarked(bytes)
        var start = 0
        while decoded.utf8[start...].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        if start > 0 { decoded.utf8.removeFirst(start) }
        return decoded
    }

    private static func decodeMarked(_ bytes: [UInt8]) throws -> Decoded {
        if bytes.starts(with: [0xFF, 0xFE]) {
            return Decoded(utf8: try utf8(fromUTF16: bytes.dropFirst(2), .utf16LittleEndian),
                           encoding: .utf16LittleEndian, hasByteOrderMark: true)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return Decoded(utf8: try utf8(fromUTF16: bytes.dropFirst(2), .utf16BigEndian),
                           encoding: .utf16BigEndian, hasByteOrderMark: true)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let text = Array(bytes.dropFirst(3))
            guard isValidUTF8(text) else {
                throw Failure(message: "file starts with a UTF-8 byte order mark but is not valid UTF-8")
            }
            return Decoded(utf8: text, encoding: .utf8, hasByteOrderMark: true)
        }
        // Without a mark: text with zero bytes is most likely UTF-16 (ASCII in UTF-16 is also
        // valid UTF-8, so this is checked first); otherwise UTF-8.
        let validUTF8 = isValidUTF8(bytes)
        if !validUTF8 || bytes.contains(0), let guess = guessUTF16(bytes) {
            do {
                return Decoded(utf8: try utf8(fromUTF16: bytes[...], guess), encoding: guess, hasByteOrderMark: false)
            } catch {
                // Clearly UTF-16 and not UTF-8: what is wrong with it as UTF-16 (an unpaired
                // surrogate, and its line) says more than the first byte that is not UTF-8.
                if !validUTF8 { throw error }
            }
        }
        guard validUTF8 else {
            throw Failure(message: "file is not valid UTF-8 or UTF-16 (invalid byte on line \(firstInvalidUTF8Line(bytes)))")
        }
        return Decoded(utf8: bytes, encoding: .utf8, hasByteOrderMark: false)
    }

    /// The line of the first byte that is not UTF-8 (NUL bytes are).
    private static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int {
        var start = 0
        while true {
            switch UTF8Validation.check(bytes, from: start) {
            case .invalid(let offset): return SourceReader.lineNumber(bytes, offset)
            case .nul(let offset): start = offset + 1
            case .valid: return SourceReader.lineNumber(bytes, bytes.count)
            }
        }
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    /// UTF-16 when many units have a zero high byte and few have a zero low byte (or the
    /// reverse for big-endian), as text with ASCII syntax like `"` `=` `;` does.
    private static func guessUTF16(_ bytes: [UInt8]) -> StringsTextEncoding? {
        guard !bytes.isEmpty, bytes.count % 2 == 0 else { return nil }
        var zerosAtEven = 0, zerosAtOdd = 0
        for index in stride(from: 0, to: bytes.count, by: 2) {
            if bytes[index] == 0 { zerosAtEven += 1 }
            if bytes[index + 1] == 0 { zerosAtOdd += 1 }
        }
        let units = bytes.count / 2
        if zerosAtOdd * 4 >= units, zerosAtOdd > 2 * zerosAtEven { return .utf16LittleEndian }
        if zerosAtEven * 4 >= units, zerosAtEven > 2 * zerosAtOdd { return .utf16BigEndian }
        return nil
    }

    /// Converts UTF-16 to UTF-8, rejecting an odd byte count and unpaired surrogates.
    private static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, _ encoding: StringsTextEncoding) throws -> [UInt8] {
        let name = encoding == .utf16LittleEndian ? "UTF-16LE" : "UTF-16BE"
        guard bytes.count % 2 == 0 else {
            throw Failure(message: "file is not valid \(name): odd number of bytes")
        }
        let (high, low) = encoding == .utf16BigEndian ? (0, 1) : (1, 0)
        func unit(at index: Int) -> UInt32 { UInt32(bytes[index + high]) << 8 | UInt32(bytes[index + low]) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var scalar = unit(at: index)
            index += 2
            if (0xD800...0xDBFF).contains(scalar), index < bytes.endIndex,
               case let next = unit(at: index), (0xDC00...0xDFFF).contains(next) {
                scalar = 0x10000 + (scalar - 0xD800) << 10 + (next - 0xDC00)
                index += 2
            } else if (0xD800...0xDFFF).contains(scalar) {
                // Its line: the line breaks of the text converted so far.
                throw Failure(message: "file is not valid \(name): unpaired surrogate on line \(SourceReader.lineNumber(out, out.count))")
            }
            StringsEscaping.appendUTF8(scalar, to: &out)
        }
        return out
    }
}
