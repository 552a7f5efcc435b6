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
        /// `String(localized:)`, `AttributedString(localized:)`
        case localizedInitializer
        /// `LocalizedStringResource("key", ...)`
        case localizedStringResource

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

    struct Routine {
        var name: [UInt8]
        var form: Form
    }

    /// Routines by the first byte of their name.
    private var byFirstByte: [[Routine]] = Array(repeating: [], count: 256)
    /// Whether any routine starts with the byte.
    private(set) var isFirstByte: [Bool] = Array(repeating: false, count: 256)

    init(options: ExtractionOptions, language: SourceLanguage) {
        var seen = Set<[UInt8]>()
        func add(_ name: String, _ form: Form) {
            let bytes = Array(name.utf8)
            guard !bytes.isEmpty, seen.insert(bytes).inserted else { return }
            byFirstByte[Int(bytes[0])].append(Routine(name: bytes, form: form))
            isFirstByte[Int(bytes[0])] = true
        }
        for base in ["NSLocalizedString", "CFCopyLocalizedString"] + options.routines {
            add(base, .plain)
            add(base + "FromTable", .fromTable)
            add(base + "FromTableInBundle", .fromTableInBundle)
            add(base + "WithDefaultValue", .withDefaultValue)
        }
        if language == .swift {
            if options.swiftUI { add("Text", .swiftUIText) }
            if options.modernSwift {
                add("String", .localizedInitializer)
                add("AttributedString", .localizedInitializer)
                add("LocalizedStringResource", .localizedStringResource)
            }
        }
    }

    /// The routine named by the `count` bytes at `p`, if any.
    func match(_ p: UnsafePointer<UInt8>, count: Int) -> Routine? {
        for routine in byFirstByte[Int(p[0])] where routine.name.count == count {
            var same = true
            routine.name.withUnsafeBufferPointer { name in
                for i in 1..<count where name[i] != p[i] {
                    same = false
                    break
                }
            }
            if same { return routine }
        }
        return nil
    }
}
