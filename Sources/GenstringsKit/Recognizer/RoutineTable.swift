#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The routine names a scan looks for, arranged for a fast test of an identifier.
struct RoutineTable {
    enum Form: Equatable {
        /// `X(key, comment)`
        case plain
        /// `XFromTable(key, table, comment)`
        case fromTable
        /// `XFromTableInBundle(key, table, bundle, comment)`
        case fromTableInBundle
        /// `XWithDefaultValue(key, table, bundle, value, comment)`
        case withDefaultValue
        /// SwiftUI `Text("key", tableName:, bundle:, comment:)`
        case swiftUIText
        /// For a catalog: a SwiftUI view whose first argument is a `LocalizedStringKey` title,
        /// `Button("key")`, `Toggle("key", isOn: $on)` (see `swiftUIViews`)
        case swiftUIView
        /// For a catalog: a SwiftUI modifier whose first argument is a `LocalizedStringKey`,
        /// `.navigationTitle("key")` (see `swiftUIModifiers`); only after a `.`
        case swiftUIModifier
        /// `String(localized:)`, `AttributedString(localized:)`
        case localizedInitializer
        /// `LocalizedStringResource("key", ...)`
        case localizedStringResource
        /// For a catalog: a value declared a SwiftUI `LocalizedStringKey`, `let title:
        /// LocalizedStringKey = "key"`, or computed as one (see `CallRecognizer.typedDeclaration`)
        case localizedStringKey
        /// App Intents' labelled `LocalizedStringResource` arguments: `@Parameter(title: "key",
        /// description: "key")`, `DisplayRepresentation(title: "key")`, `.result(dialog: "key")`,
        /// ... (see `labelledResources`)
        case labelledResources
        /// `.init("key", table: ...)` (also with `defaultValue:` or `comment:`) where a
        /// `LocalizedStringResource` is expected: `Button(.init("Save", table: "Document"))`
        case resourceInit
        /// For a catalog: a name the project declares with parameters, properties or variables
        /// of a localizable type (see `KeyParameters`): `Row(title: "key")`, `error = "key"`
        case declaredKeys

        /// Whether Xcode finds the calls of this form by compiling (SwiftUI's `Text`, the
        /// modern Swift APIs), so not in comments, where it finds the `NSLocalizedString` and
        /// `CFCopyLocalizedString` families and `-s` routines by scanning text, as genstrings.
        var isCompilerExtracted: Bool {
            switch self {
            case .swiftUIText, .swiftUIView, .swiftUIModifier, .localizedInitializer, .localizedStringResource,
                 .localizedStringKey, .resourceInit, .labelledResources, .declaredKeys:
                return true
            default: return false
            }
        }

        /// Arguments of the positional form, and where key, table, value, comment are.
        var positions: (count: Int, table: Int?, value: Int?, comment: Int)? {
            switch self {
            case .plain: return (2, nil, nil, 1)
            case .fromTable: return (3, 1, nil, 2)
            case .fromTableInBundle: return (4, 1, nil, 3)
            case .withDefaultValue: return (5, 1, 3, 4)
            default: return nil
            }
        }
    }

    /// Calls whose arguments with these labels are localizable, each taken as a key when it is a
    /// literal alone, as Xcode extracts them: App Intents' `LocalizedStringResource`s (or an
    /// `IntentDialog`, made from one), with `--modern-swift`, and SwiftUI modifiers' labelled
    /// `LocalizedStringKey`s (`swiftUI`), with `-SwiftUI` for a catalog. `after` is the byte the
    /// name must follow (`@Parameter`, `.result`).
    static let labelledResources: [(name: StaticString, labels: [StaticString], after: UInt8?, swiftUI: Bool)] = [
        ("Parameter", ["title", "description", "requestValueDialog"], UInt8(ascii: "@"), false),
        ("DisplayRepresentation", ["title", "subtitle", "stringLiteral"], nil, false),
        ("AppShortcut", ["shortTitle"], nil, false),
        ("AppIntentRecommendation", ["description"], nil, false),
        // ActivityKit's and AlarmKit's.
        ("AlertConfiguration", ["title", "body"], nil, false),
        ("AlarmButton", ["text"], nil, false),
        ("result", ["dialog"], UInt8(ascii: "."), false),
        ("searchable", ["prompt"], UInt8(ascii: "."), true),
        ("accessibilityAction", ["named"], UInt8(ascii: "."), true),
    ]

    /// SwiftUI views whose initializers take a `LocalizedStringKey` title first
    /// (`init(_ titleKey: LocalizedStringKey, ...)`): Xcode, which finds them by compiling,
    /// extracts a literal given there into a catalog. genstrings takes none of them, so they
    /// are looked for only with `-SwiftUI` for a catalog (`--xcstrings`).
    /// (Scenes too, `WindowGroup("Viewer")`, and WidgetKit's controls, `ControlWidgetToggle`.)
    static let swiftUIViews = [
        "Button", "ColorPicker", "CommandMenu", "ContentUnavailableView", "ControlGroup", "ControlWidgetButton",
        "ControlWidgetToggle", "DatePicker", "DisclosureGroup", "GroupBox", "Label", "LabeledContent", "Link", "Menu",
        "MenuBarExtra", "MultiDatePicker", "NavigationLink", "Picker", "ProgressView", "Section", "SecureField",
        "ShareLink", "SharePreview", "Stepper", "Tab", "TableColumn", "TextField", "Toggle", "UtilityWindow", "Window",
        "WindowGroup",
    ]

    /// SwiftUI modifiers that take a `LocalizedStringKey` first (`.navigationTitle(_ titleKey:)`),
    /// looked for as `swiftUIViews` are, and only after a `.` (a function of the project's own
    /// named `help` or `alert` is no modifier).
    /// (Also WidgetKit's, `.configurationDisplayName("Tasks")`, and Swift Charts',
    /// `.chartXAxisLabel("Day")` and `.value("Day", date)`, which is taken only as an implicit
    /// member, `x: .value(...)`: `values.value("k", ...)` is some other method.)
    static let swiftUIModifiers = [
        "accessibilityCustomContent", "accessibilityHint", "accessibilityLabel", "accessibilityRotor",
        "accessibilityValue", "alert", "badge", "chartXAxisLabel", "chartYAxisLabel", "configurationDisplayName",
        "confirmationDialog", "description", "dialogSuppressionToggle", "displayName", "help", "navigationBarTitle",
        "navigationSubtitle", "navigationTitle", "value",
    ]

    struct Routine {
        var form: Form
        /// Where the name lies in `names`.
        fileprivate var start: Int
        fileprivate var count: Int
    }

    /// Every name, back to back.
    private let names: [UInt8]
    /// Sorted by the first byte of the name; `firstByteRange[b]` indexes the ones starting with `b`.
    private let routines: [Routine]
    private let firstByteRange: [Range<Int>]
    /// Per first byte, the lengths of the names starting with it: bit `n` for length `n`, bit 63
    /// for 63 or more. Most identifiers the scan stops at (`NSString`, `CFStringRef`, `Text`
    /// in `TextField`) are ruled out by it without walking the names.
    private let firstByteLengths: [UInt64]
    /// Per first byte, the bytes that every name starting with it starts with (up to eight, no
    /// more than the shortest such name has), as a little-endian word and the mask of the bytes
    /// it holds (at `2 * b` and `2 * b + 1`): `NSLocali`, `CFCopyLo`, `Text`. See `mayStartName`.
    private let firstBytePrefixes: [UInt64]
    /// Where the scan loop stops for this language and these routines.
    let stops: ScanStops
    /// `-skipTable`'s tables.
    let skipTables: Set<String>
    /// For a catalog: the project's own key parameters (the `declaredKeys` form's).
    let keyParameters: KeyParameters?

    init(options: ExtractionOptions, language: SourceLanguage) {
        skipTables = options.skipTables
        keyParameters = options.forCatalogs && language == .swift ? options.keyParameters : nil
        var list: [(name: [UInt8], form: Form)] = []
        var listed: Set<[UInt8]> = []
        func add(_ name: String, _ form: Form) {
            let bytes = Array(name.utf8)
            // A name is only ever found as a whole identifier, so one with other bytes could
            // never match (the command line only accepts identifiers).
            guard !bytes.isEmpty, bytes.allSatisfy(ByteClass.isIdentifier), listed.insert(bytes).inserted else { return }
            list.append((bytes, form))
        }
        for base in ["NSLocalizedString", "CFCopyLocalizedString"] + options.routines {
            add(base, .plain)
            add(base + "FromTable", .fromTable)
            add(base + "FromTableInBundle", .fromTableInBundle)
            add(base + "WithDefaultValue", .withDefaultValue)
        }
        if language == .swift {
            if options.swiftUI { add("Text", .swiftUIText) }
            if options.swiftUI && options.forCatalogs {
                for name in Self.swiftUIViews { add(name, .swiftUIView) }
                for name in Self.swiftUIModifiers { add(name, .swiftUIModifier) }
                for call in Self.labelledResources where call.swiftUI { add(call.name.description, .labelledResources) }
                add("LocalizedStringKey", .localizedStringKey)
            }
            if options.modernSwift {
                add("String", .localizedInitializer)
                add("AttributedString", .localizedInitializer)
                add("LocalizedStringResource", .localizedStringResource)
                add("LocalizationValue", .localizedStringResource)  // (after `String.`)
                // App Intents' types made from a `LocalizedStringResource` literal.
                add("IntentDescription", .localizedStringResource)
                add("IntentDialog", .localizedStringResource)
                add("TypeDisplayRepresentation", .localizedStringResource)
                add("Summary", .localizedStringResource)  // (a `ParameterSummary`'s)
                // An App Intent's parameter's dialogs: `throw $count.needsValueError("How many?")`.
                add("needsValueError", .localizedStringResource)
                add("requestValue", .localizedStringResource)
                for call in Self.labelledResources where !call.swiftUI { add(call.name.description, .labelledResources) }
                add("init", .resourceInit)
            }
            // Last: a name of the tool's own (`Text`, `Button`) keeps its form.
            if options.forCatalogs, let declared = options.keyParameters {
                for name in declared.names { add(String(decoding: name, as: UTF8.self), .declaredKeys) }
                // (`-> Self`, `: Self =` in such a type's body or extension.)
                if !declared.names.isEmpty { add("Self", .declaredKeys) }
            }
        }
        var names: [UInt8] = []
        var routines: [Routine] = []
        var ranges = [Range<Int>](repeating: 0..<0, count: 256)
        var lengths = [UInt64](repeating: 0, count: 256)
        var prefixes = [UInt64](repeating: 0, count: 512)
        var byFirstByte = [[Int]](repeating: [], count: 256)
        for (k, entry) in list.enumerated() { byFirstByte[Int(entry.name[0])].append(k) }
        for first in 0..<256 {
            let lower = routines.count
            for k in byFirstByte[first] {
                let (name, form) = list[k]
                routines.append(Routine(form: form, start: names.count, count: name.count))
                names += name
                lengths[first] |= Self.lengthBit(name.count)
            }
            ranges[first] = lower..<routines.count
            let sharing = byFirstByte[first].map { list[$0].name }
            if let shortest = sharing.map({ $0.count }).min() {
                var n = 0
                while n < min(8, shortest), sharing.allSatisfy({ $0[n] == sharing[0][n] }) { n += 1 }
                for k in 0..<n {
                    prefixes[2 * first] |= UInt64(sharing[0][k]) << UInt64(8 * k)
                    prefixes[2 * first + 1] |= 0xFF << UInt64(8 * k)
                }
            }
        }
        self.names = names
        self.routines = routines
        if routines.count > Self.walkedAtMost {
            var byHash: [Int: [Int32]] = [:]
            for (k, routine) in routines.enumerated() {
                let hash = names.withUnsafeBufferPointer { Self.hash($0.baseAddress! + routine.start, count: routine.count) }
                byHash[hash, default: []].append(Int32(k))
            }
            self.byHash = byHash
        } else {
            byHash = nil
        }
        self.firstByteRange = ranges
        self.firstByteLengths = lengths
        self.firstBytePrefixes = prefixes
        self.stops = ScanStops(language: language, routineNames: list.map { $0.name }, insideNames: options.stopsInsideNames)
    }

    /// The bit of `firstByteLengths` for a name of `count` bytes.
    @inline(__always)
    private static func lengthBit(_ count: Int) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: min(count, 63))
    }

    /// Whether a routine name may start at `p` of a buffer of `count` bytes: false when the eight
    /// bytes there (if the buffer holds them) differ from what every name of the first byte
    /// starts with. Most stops of the scan at a routine name's pair are other names (`NSString`,
    /// `CFRelease` where a name stops at its first bytes, `uploadSpeed` at `NSLocalizedString`'s
    /// `dS`): ruled out by one word compare, without walking the identifier.
    /// (The bytes compared may run past the identifier, or past a scan's limit: a name is never
    /// shorter than its prefix, so an identifier that ends or is cut within it is no name either.)
    @inline(__always)
    func mayStartName(_ base: UnsafePointer<UInt8>, at p: Int, count: Int) -> Bool {
        guard p &+ 8 <= count else { return true }
        let i = Int(base[p]) &<< 1
        return firstBytePrefixes.withUnsafeBufferPointer { prefixes in
            (UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self).littleEndian ^ prefixes[i]) & prefixes[i &+ 1] == 0
        }
    }

    /// How many names `match` walks; with more (many `-s` routines), it looks the name up by
    /// its hash in `byHash`.
    private static let walkedAtMost = 64
    private let byHash: [Int: [Int32]]?

    private static func hash(_ p: UnsafePointer<UInt8>, count: Int) -> Int {
        var h: UInt64 = 0xcbf29ce484222325
        for k in 0..<count { h = (h ^ UInt64(p[k])) &* 0x100000001b3 }
        return Int(truncatingIfNeeded: h)
    }

    /// The routine named by the `count` bytes at `p`, if any.
    func match(_ p: UnsafePointer<UInt8>, count: Int) -> Routine? {
        guard firstByteLengths[Int(p[0])] & Self.lengthBit(count) != 0 else { return nil }
        if let byHash {
            for i in byHash[Self.hash(p, count: count)] ?? [] {
                let routine = routines[Int(i)]
                let same = routine.count == count && names.withUnsafeBufferPointer { names in
                    memcmp(names.baseAddress! + routine.start, p, count) == 0
                }
                if same { return routine }
            }
            return nil
        }
        for i in firstByteRange[Int(p[0])] {
            let routine = routines[i]
            guard routine.count == count else { continue }
            let same = names.withUnsafeBufferPointer { names in
                memcmp(names.baseAddress! + routine.start, p, count) == 0
            }
            if same { return routine }
        }
        return nil
    }
}
