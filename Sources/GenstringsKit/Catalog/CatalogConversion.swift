/// The strings of one language, as in one `.strings` file.
public struct LanguageTable: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: String
        public var comment: String?

        public init(key: String, value: String, comment: String? = nil) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    public var language: String
    public var entries: [Entry]

    public init(language: String, entries: [Entry]) {
        self.language = language
        self.entries = entries
    }
}

public enum CatalogConversion {
    /// Builds a catalog from `.strings` tables, as Xcode's "Migrate to
    /// String Catalog" does:
    /// - every key gets extractionState `migrated` (a later sync turns keys
    ///   found in code into extracted ones and the rest into `stale`);
    /// - the comment comes from the source-language table, or when that has
    ///   none, from the first other table (in the order given) that has one;
    /// - the source language gets a stringUnit `{state: translated}` only when
    ///   its value differs from the key (a key that is its own text has no
    ///   source localization, as with extraction);
    /// - every other language gets a stringUnit `{state: translated}` for each
    ///   of its entries, even when the value equals the key;
    /// - within one table a later entry for the same key wins, as when a
    ///   `.strings` file is loaded.
    public static func catalog(fromTables tables: [LanguageTable], sourceLanguage: String) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
        let ordered = tables.filter { $0.language == sourceLanguage } + tables.filter { $0.language != sourceLanguage }
        for table in ordered {
            let isSource = table.language == sourceLanguage
            for item in table.entries {
                // (Changed in place: a copy taken out and put back would copy the entry's
                // localizations at each language, quadratic with thousands of languages.)
                modify(&catalog.strings[item.key, default: CatalogEntry(extractionState: .migrated)]) { entry in
                    // genstrings' placeholder is no comment.
                    let comment = item.comment == StringsWriter.noComment ? nil : item.comment
                    if isSource {
                        entry.comment = comment ?? entry.comment
                    } else if entry.comment == nil {
                        entry.comment = comment
                    }
                    if !isSource || item.value != item.key {
                        entry.localizations[table.language] = CatalogLocalization(
                            stringUnit: StringUnit(state: .translated, value: item.value))
                    } else {
                        entry.localizations[table.language] = nil
                    }
                }
            }
        }
        return catalog
    }

    /// Splits a catalog into what a build would put in `.strings` and
    /// `.stringsdict` files, per language:
    /// - languages: the source language first, then the others in catalog
    ///   key order; keys in catalog key order (`JSONKeyOrder`);
    /// - a stringUnit (any state, stale keys included; not a `new` one with an
    ///   empty value, which is no translation yet) gives a `.strings` entry with
    ///   the entry's comment; in the source language a key with no localization
    ///   gives `key = key`;
    /// - plural variations, device variations and substitutions give a
    ///   `.stringsdict` entry instead (see `StringsDictBuilder`); the
    ///   dictionary maps language → XML property list bytes, only for
    ///   languages that have such entries.
    private static func modify<T>(_ value: inout T, _ body: (inout T) -> Void) { body(&value) }

    public static func tables(from catalog: StringCatalog) -> (strings: [LanguageTable], stringsdict: [String: [UInt8]]) {
        var languages = Set(catalog.strings.values.flatMap { $0.localizations.keys })
        languages.remove(catalog.sourceLanguage)
        let languageOrder = [catalog.sourceLanguage] + languages.sorted(by: JSONKeyOrder.areInIncreasingOrder)
        let keys = catalog.strings.keys.sorted(by: JSONKeyOrder.areInIncreasingOrder)

        var strings: [LanguageTable] = []
        var stringsdict: [String: [UInt8]] = [:]
        for language in languageOrder {
            var table = LanguageTable(language: language, entries: [])
            var plist: [(String, PropertyListValue)] = []
            for key in keys {
                let entry = catalog.strings[key]!
                // A unit still to translate (`new`, empty) is no translation: the key is left out,
                // so that the app shows the source text, not an empty one.
                guard let localization = entry.localizations[language],
                      localization.stringUnit.map({ !($0.state == .new && $0.value.isEmpty) }) ?? true else {
                    if language == catalog.sourceLanguage {
                        table.entries.append(.init(key: key, value: key, comment: entry.comment))
                    }
                    continue
                }
                if let rule = StringsDictBuilder.rule(for: localization) {
                    plist.append((key, rule))
                } else if let unit = localization.stringUnit {
                    table.entries.append(.init(key: key, value: unit.value, comment: entry.comment))
                }
            }
            strings.append(table)
            if !plist.isEmpty {
                stringsdict[language] = PropertyListValue.dictionary(plist).xmlDocument()
            }
        }
        return (strings, stringsdict)
    }
}

/// Maps catalog variations to `.stringsdict` rules.
enum StringsDictBuilder {
    /// The stringsdict value for one localization, or nil when a plain
    /// `.strings` entry is enough.
    /// - substitutions: `NSStringLocalizedFormatKey` is the stringUnit value
    ///   with each `%#@name@` made positional (`%2$#@name@`) from `argNum`;
    ///   each substitution is a `NSStringPluralRuleType` variable whose value
    ///   type is its `formatSpecifier`, and the `%arg` placeholder in its forms
    ///   becomes `%<argNum>$<formatSpecifier>`;
    /// - plural variations: `NSStringLocalizedFormatKey` `%#@value@` and a
    ///   variable `value` whose value type is the first numeric conversion in
    ///   the `other` form (`lld` when there is none);
    /// - device variations: `NSStringDeviceSpecificRuleType` with one member
    ///   per device (`applewatch` → `watch`, `applevision` → `apple_vision`);
    ///   a device holding plural variations gets the plural rule above.
    static func rule(for localization: CatalogLocalization) -> PropertyListValue? {
        if !localization.substitutions.isEmpty, let unit = localization.stringUnit {
            var members: [(String, PropertyListValue)] = [
                ("NSStringLocalizedFormatKey", .string(positionalFormat(unit.value, localization.substitutions))),
            ]
            for (name, substitution) in localization.substitutions {
                let spec = substitution.formatSpecifier ?? "lld"
                let argument = substitution.argNum.map { "%\($0)$\(spec)" } ?? "%\(spec)"
                let forms = (substitution.variations.plural ?? [:]).compactMapValues { variant in
                    variant.stringUnit.map { $0.value.replacing("%arg", with: argument) }
                }
                members.append((name, pluralVariable(forms, valueType: spec)))
            }
            return .dictionary(members)
        }
        return rule(for: localization.variations)
    }

    private static func rule(for variations: CatalogVariations) -> PropertyListValue? {
        if let plural = variations.plural {
            let forms = plural.compactMapValues { $0.stringUnit?.value }
            let valueType = forms["other"].flatMap(firstNumericConversion) ?? "lld"
            return .dictionary([
                ("NSStringLocalizedFormatKey", .string("%#@value@")),
                ("value", pluralVariable(forms, valueType: valueType)),
            ])
        }
        if let device = variations.device {
            let members: [(String, PropertyListValue)] = device.compactMap { name, variant in
                let value: PropertyListValue? = variant.stringUnit.map { .string($0.value) } ?? rule(for: variant.variations)
                return value.map { (deviceNames[name] ?? name, $0) }
            }
            return .dictionary([("NSStringDeviceSpecificRuleType", .dictionary(members))])
        }
        return nil
    }

    private static let deviceNames = ["applewatch": "watch", "applevision": "apple_vision"]

    private static func pluralVariable(_ forms: [String: String], valueType: String) -> PropertyListValue {
        var members: [(String, PropertyListValue)] = [
            ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
            ("NSStringFormatValueTypeKey", .string(valueType)),
        ]
        members.append(contentsOf: forms.map { ($0.key, .string($0.value)) })
        return .dictionary(members)
    }

    /// `%#@name@` → `%N$#@name@` for substitutions with an `argNum`; the other specifiers then
    /// get the arguments no substitution takes, in order (`%#@n@ in %@` → `%1$#@n@ in %2$@`):
    /// a format that numbers some specifiers and not others gives the unnumbered ones the first
    /// argument, at run time, whatever they stand for.
    static func positionalFormat(_ format: String, _ substitutions: [String: CatalogSubstitution]) -> String {
        let taken = Set(substitutions.values.compactMap(\.argNum))
        guard !taken.isEmpty else { return format }
        var free = (1...).lazy.filter { !taken.contains($0) }.makeIterator()
        let scalars = Array(format.unicodeScalars)
        var result = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%", i + 1 < scalars.count else {
                result.append(scalars[i])
                i += 1
                continue
            }
            if scalars[i + 1] == "%" {
                result.append(contentsOf: scalars[i...(i + 1)])
                i += 2
                continue
            }
            // `%#@name@`: numbered from its substitution's `argNum`, if it has one.
            if scalars[i + 1] == "#", i + 2 < scalars.count, scalars[i + 2] == "@",
               let close = scalars[(i + 3)...].firstIndex(of: "@") {
                let name = String(String.UnicodeScalarView(scalars[(i + 3)..<close]))
                let argNum = substitutions[name]?.argNum
                result.append(contentsOf: (argNum.map { "%\($0)$" } ?? "%").unicodeScalars)
                result.append(contentsOf: scalars[(i + 1)...close])
                i = close + 1
                continue
            }
            // Another specifier: flags, width, precision, length, then its conversion.
            var j = i + 1
            while j < scalars.count, "0123456789$-+ #'.*hlqLztj".unicodeScalars.contains(scalars[j]) { j += 1 }
            guard j < scalars.count, "diouxXDOUeEfFgGaAcCsSp@".unicodeScalars.contains(scalars[j]) else {
                result.append(scalars[i])  // not a specifier: left as it is
                i += 1
                continue
            }
            let isNumbered = scalars[(i + 1)..<j].contains("$")
            result.append("%")
            if !isNumbered, let n = free.next() { result.append(contentsOf: "\(n)$".unicodeScalars) }
            result.append(contentsOf: scalars[(i + 1)...j])
            i = j + 1
        }
        return String(result)
    }

    /// The length modifier and conversion of the first numeric conversion in
    /// a printf-style format (`%lld` → `lld`, `%1$.2f` → `f`), skipping `%%`,
    /// `%@` and `%#@variables@`.
    static func firstNumericConversion(_ format: String) -> String? {
        let scalars = Array(format.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            i += 1
            var j = i
            while j < scalars.count, "0123456789$-+ #'.*".unicodeScalars.contains(scalars[j]) { j += 1 }
            var length = ""
            while j < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[j]) { length.unicodeScalars.append(scalars[j]); j += 1 }
            guard j < scalars.count else { return nil }
            let conversion = scalars[j]
            if "diouxXDOUeEfFgGaAcC".unicodeScalars.contains(conversion) {
                return length + String(conversion)
            }
            if conversion == "@", j > i, scalars[j - 1] == "#" {
                // %#@name@: skip to the closing @
                j += 1
                while j < scalars.count, scalars[j] != "@" { j += 1 }
            }
            i = j + 1
        }
        return nil
    }
}
