import Foundation

extension StringCatalog {
    /// Reads and parses the catalog at `path`.
    public static func read(path: String) throws -> StringCatalog {
        switch SourceReader.readFile(path: path) {
        case .success(let bytes): return try parse(bytes: bytes, path: path)
        case .failure(let failure): throw CatalogError(path: path, message: "cannot read file: " + failure.reason)
        }
    }

    /// Parses catalog bytes; `path` is only used in errors.
    public static func parse(bytes: [UInt8], path: String) throws -> StringCatalog {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch let error as JSONParseError {
            throw CatalogError(path: path, line: error.line, column: error.column, message: error.message)
        }
        do {
            return try StringCatalog(json: json)
        } catch let error as CatalogDecodingError {
            throw CatalogError(path: path, message: error.message)
        }
    }

    /// The catalog as Xcode writes it (see `JSONValue.serialized()`).
    public func serialized() -> [UInt8] {
        json.serialized()
    }

    /// Writes `serialized()` to `path`.
    public func write(path: String) throws {
        try Data(serialized()).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

// MARK: - Decoding

struct CatalogDecodingError: Error {
    var message: String
}

/// Reads the members of one JSON object, each at most once; what is left
/// over becomes `otherFields`.
private struct Members {
    private var members: [(String, JSONValue)]
    let path: String

    init(_ value: JSONValue, at path: String) throws {
        guard let members = value.objectMembers else {
            throw CatalogDecodingError(message: "\(path.isEmpty ? "catalog" : path): expected an object, found \(value.typeName)")
        }
        self.members = members
        self.path = path
    }

    private mutating func take(_ key: String) -> JSONValue? {
        guard let index = members.firstIndex(where: { $0.0.unicodeScalars.elementsEqual(key.unicodeScalars) }) else {
            return nil
        }
        return members.remove(at: index).1
    }

    func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func string(_ key: String) throws -> String? {
        guard let value = take(key) else { return nil }
        guard case .string(let string) = value else {
            throw CatalogDecodingError(message: "\(childPath(key)): expected a string, found \(value.typeName)")
        }
        return string
    }

    mutating func requiredString(_ key: String) throws -> String {
        guard let string = try string(key) else {
            throw CatalogDecodingError(message: "\(path.isEmpty ? "catalog" : path): missing \"\(key)\"")
        }
        return string
    }

    mutating func bool(_ key: String) throws -> Bool? {
        guard let value = take(key) else { return nil }
        guard case .bool(let flag) = value else {
            throw CatalogDecodingError(message: "\(childPath(key)): expected true or false, found \(value.typeName)")
        }
        return flag
    }

    mutating func int(_ key: String) throws -> Int? {
        guard let value = take(key) else { return nil }
        guard case .number(let text) = value, let number = Int(text) else {
            throw CatalogDecodingError(message: "\(childPath(key)): expected an integer, found \(value.typeName)")
        }
        return number
    }

    /// The member `key` decoded by `decode`, or nil when absent.
    mutating func object<T>(_ key: String, _ decode: (JSONValue, String) throws -> T) throws -> T? {
        guard let value = take(key) else { return nil }
        return try decode(value, childPath(key))
    }

    /// An object whose members are decoded by `decode`, keyed by member name.
    mutating func map<T>(_ key: String, _ decode: (JSONValue, String) throws -> T) throws -> [String: T] {
        guard let value = take(key) else { return [:] }
        var children = try Members(value, at: childPath(key))
        return try children.allMembers(decode)
    }

    mutating func variations() throws -> CatalogVariations {
        let kinds = try map("variations") { value, path in
            var cases = try Members(value, at: path)
            return try cases.allMembers(CatalogVariant.init(json:at:))
        }
        return CatalogVariations(byKind: kinds)
    }

    /// Decodes every remaining member (for objects that are pure maps).
    mutating func allMembers<T>(_ decode: (JSONValue, String) throws -> T) throws -> [String: T] {
        var result: [String: T] = [:]
        for (name, child) in members {
            guard result[name] == nil else {
                throw CatalogDecodingError(message: "\(path.isEmpty ? "catalog" : path): keys \"\(name)\" differ only in Unicode normalization, which this tool cannot keep apart")
            }
            result[name] = try decode(child, childPath(quotedIfNeeded(name)))
        }
        members = []
        return result
    }

    mutating func rest() throws -> [String: JSONValue] {
        try allMembers { value, _ in value }
    }
}

/// Path components are quoted when they are not plain identifiers.
private func quotedIfNeeded(_ name: String) -> String {
    let plain = !name.isEmpty && name.unicodeScalars.allSatisfy {
        ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_" || $0 == "-"
    }
    return plain ? name : "\"\(name)\""
}

extension StringCatalog {
    init(json: JSONValue) throws {
        var members = try Members(json, at: "")
        sourceLanguage = try members.requiredString("sourceLanguage")
        version = try members.requiredString("version")
        strings = try members.map("strings", CatalogEntry.init(json:at:))
        otherFields = try members.rest()
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("sourceLanguage", .string(sourceLanguage)),
            ("strings", .object(strings.map { ($0.key, $0.value.json) })),
            ("version", .string(version)),
        ]
        members.append(contentsOf: otherFields.map { ($0.key, $0.value) })
        return .object(members)
    }
}

extension CatalogEntry {
    init(json: JSONValue, at path: String) throws {
        var members = try Members(json, at: path)
        comment = try members.string("comment")
        extractionState = try members.string("extractionState").map(ExtractionState.init(rawValue:))
        shouldTranslate = try members.bool("shouldTranslate")
        localizations = try members.map("localizations", CatalogLocalization.init(json:at:))
        otherFields = try members.rest()
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let comment { members.append(("comment", .string(comment))) }
        if let extractionState { members.append(("extractionState", .string(extractionState.rawValue))) }
        if let shouldTranslate { members.append(("shouldTranslate", .bool(shouldTranslate))) }
        if !localizations.isEmpty {
            members.append(("localizations", .object(localizations.map { ($0.key, $0.value.json) })))
        }
        members.append(contentsOf: otherFields.map { ($0.key, $0.value) })
        return .object(members)
    }
}

extension CatalogLocalization {
    init(json: JSONValue, at path: String) throws {
        var members = try Members(json, at: path)
        stringUnit = try members.object("stringUnit", StringUnit.init(json:at:))
        variations = try members.variations()
        substitutions = try members.map("substitutions", CatalogSubstitution.init(json:at:))
        otherFields = try members.rest()
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let stringUnit { members.append(("stringUnit", stringUnit.json)) }
        if !substitutions.isEmpty {
            members.append(("substitutions", .object(substitutions.map { ($0.key, $0.value.json) })))
        }
        if !variations.isEmpty { members.append(("variations", variations.json)) }
        members.append(contentsOf: otherFields.map { ($0.key, $0.value) })
        return .object(members)
    }
}

extension CatalogVariations {
    var json: JSONValue {
        .object(byKind.map { kind, cases in (kind, .object(cases.map { ($0.key, $0.value.json) })) })
    }
}

extension CatalogVariant {
    init(json: JSONValue, at path: String) throws {
        var members = try Members(json, at: path)
        stringUnit = try members.object("stringUnit", StringUnit.init(json:at:))
        variations = try members.variations()
        otherFields = try members.rest()
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let stringUnit { members.append(("stringUnit", stringUnit.json)) }
        if !variations.isEmpty { members.append(("variations", variations.json)) }
        members.append(contentsOf: otherFields.map { ($0.key, $0.value) })
        return .object(members)
    }
}

extension CatalogSubstitution {
    init(json: JSONValue, at path: String) throws {
        var members = try Members(json, at: path)
        argNum = try members.int("argNum")
        formatSpecifier = try members.string("formatSpecifier")
        variations = try members.variations()
        otherFields = try members.rest()
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let argNum { members.append(("argNum", .number(String(argNum)))) }
        if let formatSpecifier { members.append(("formatSpecifier", .string(formatSpecifier))) }
        if !variations.isEmpty { members.append(("variations", variations.json)) }
        members.append(contentsOf: otherFields.map { ($0.key, $0.value) })
        return .object(members)
    }
}

extension StringUnit {
    init(json: JSONValue, at path: String) throws {
        var members = try Members(json, at: path)
        state = StringUnitState(rawValue: try members.requiredString("state"))
        value = try members.requiredString("value")
        otherFields = try members.rest()
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("state", .string(state.rawValue)),
            ("value", .string(value)),
        ]
        members.append(contentsOf: otherFields.map { ($0.key, $0.value) })
        return .object(members)
    }
}
