/// An Xcode String Catalog (`.xcstrings`).
///
/// Every level keeps the JSON members it does not model in `otherFields`
/// and writes them back, so fields added by newer Xcode versions survive.
/// Empty `localizations`, `substitutions` and `variations` are not written
/// (Xcode leaves those members out rather than writing `{}`).
/// Reading and writing live in `StringCatalogCoding.swift`.
public struct StringCatalog: Sendable, Equatable {
    public var sourceLanguage: String
    /// Kept as read (`"1.0"` for every catalog Xcode writes today).
    public var version: String
    /// Keyed by the localization key. Two keys that differ only in Unicode
    /// normalization cannot both be kept (Swift strings compare them equal);
    /// reading such a catalog fails with an error.
    public var strings: [String: CatalogEntry]
    public var otherFields: [String: JSONValue]

    public init(sourceLanguage: String, version: String = "1.0",
                strings: [String: CatalogEntry] = [:], otherFields: [String: JSONValue] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
        self.otherFields = otherFields
    }
}

/// One key of a catalog.
public struct CatalogEntry: Sendable, Equatable {
    public var comment: String?
    /// nil for a key extracted from code without an explicit value.
    public var extractionState: ExtractionState?
    /// Xcode writes only `false`; any value read is kept.
    public var shouldTranslate: Bool?
    /// Language code → localization.
    public var localizations: [String: CatalogLocalization]
    public var otherFields: [String: JSONValue]

    public init(comment: String? = nil, extractionState: ExtractionState? = nil, shouldTranslate: Bool? = nil,
                localizations: [String: CatalogLocalization] = [:], otherFields: [String: JSONValue] = [:]) {
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
        self.otherFields = otherFields
    }
}

/// The `extractionState` of an entry; unknown values are kept as read.
public struct ExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Added by hand in the catalog editor; never changed by extraction.
    public static let manual = ExtractionState(rawValue: "manual")
    /// Extracted from code that gives a default value different from the key.
    public static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
    /// No longer found in the code.
    public static let stale = ExtractionState(rawValue: "stale")
    /// Brought over from `.strings` / `.stringsdict` files.
    public static let migrated = ExtractionState(rawValue: "migrated")

    public var description: String { rawValue }
}

/// The `state` of a string unit; unknown values are kept as read.
public struct StringUnitState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let new = StringUnitState(rawValue: "new")
    public static let translated = StringUnitState(rawValue: "translated")
    public static let needsReview = StringUnitState(rawValue: "needs_review")

    public var description: String { rawValue }
}

/// `{"state": ..., "value": ...}`.
public struct StringUnit: Sendable, Equatable {
    public var state: StringUnitState
    public var value: String
    public var otherFields: [String: JSONValue]

    public init(state: StringUnitState, value: String, otherFields: [String: JSONValue] = [:]) {
        self.state = state
        self.value = value
        self.otherFields = otherFields
    }
}

/// One language of an entry: a plain string, variations, or a string with
/// substitutions (whose own variations hold the plural forms).
public struct CatalogLocalization: Sendable, Equatable {
    public var stringUnit: StringUnit?
    public var variations: CatalogVariations
    /// Substitution name (as in `%#@name@`) → substitution.
    public var substitutions: [String: CatalogSubstitution]
    public var otherFields: [String: JSONValue]

    public init(stringUnit: StringUnit? = nil, variations: CatalogVariations = CatalogVariations(),
                substitutions: [String: CatalogSubstitution] = [:], otherFields: [String: JSONValue] = [:]) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
        self.otherFields = otherFields
    }
}

/// `"variations"`: variation kind (`plural`, `device`, or any other kind
/// Xcode may add) → case name (`one`, `other`, `iphone`, `mac`, ...) → variant.
public struct CatalogVariations: Sendable, Equatable {
    public var byKind: [String: [String: CatalogVariant]]

    public init(byKind: [String: [String: CatalogVariant]] = [:]) {
        self.byKind = byKind
    }

    public var isEmpty: Bool { byKind.isEmpty }

    /// Plural categories: `zero`, `one`, `two`, `few`, `many`, `other`.
    public var plural: [String: CatalogVariant]? {
        get { byKind["plural"] }
        set { byKind["plural"] = newValue }
    }

    /// Devices, by the names Xcode uses as far as we know: `iphone`, `ipad`, `ipod`, `mac`,
    /// `appletv`, `applewatch`, `applevision`, `other`. Any name read is kept.
    public var device: [String: CatalogVariant]? {
        get { byKind["device"] }
        set { byKind["device"] = newValue }
    }
}

/// One case of a variation: a string unit, or further variations (a device
/// case can hold plural variations).
public struct CatalogVariant: Sendable, Equatable {
    public var stringUnit: StringUnit?
    public var variations: CatalogVariations
    public var otherFields: [String: JSONValue]

    public init(stringUnit: StringUnit? = nil, variations: CatalogVariations = CatalogVariations(),
                otherFields: [String: JSONValue] = [:]) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.otherFields = otherFields
    }
}

/// A `%#@name@` substitution.
public struct CatalogSubstitution: Sendable, Equatable {
    /// 1-based position of the argument it formats.
    public var argNum: Int?
    /// The conversion without `%`, such as `lld` or `@`.
    public var formatSpecifier: String?
    public var variations: CatalogVariations
    public var otherFields: [String: JSONValue]

    public init(argNum: Int? = nil, formatSpecifier: String? = nil,
                variations: CatalogVariations = CatalogVariations(), otherFields: [String: JSONValue] = [:]) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.otherFields = otherFields
    }
}

/// Why a catalog could not be read. `line` and `column` are 1-based; both
/// are 0 when the problem is not a JSON syntax error (the message then names
/// the JSON path, such as `strings."Hello".localizations.de.stringUnit`).
public struct CatalogError: Error, Equatable, CustomStringConvertible, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int = 0, column: Int = 0, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
