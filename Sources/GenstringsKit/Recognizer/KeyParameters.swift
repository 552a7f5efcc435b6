/// For a catalog: where a project's own code takes a localizable type, so that a literal given
/// there is a key, as Xcode (which compiles the code) extracts it:
///
/// - a parameter of a function or an initializer, `func row(title: LocalizedStringKey)`,
///   `init(_ title: LocalizedStringKey, ...)` (called by its type's name), and an enum case's
///   associated value, `case invalid(description: LocalizedStringKey)`;
/// - a stored property of a struct that declares no initializer, a parameter of its memberwise
///   initializer: `struct Row: View { let title: LocalizedStringKey }` called as
///   `Row(title: "Settings")`;
/// - a variable, `@State var error: LocalizedStringKey?`, assigned a literal, `error = "Failed"`.
///
/// The types are SwiftUI's `LocalizedStringKey` (with `-SwiftUI`), and `LocalizedStringResource`
/// and `String.LocalizationValue` (with `--modern-swift`). Found by name, as a scan of text can:
/// a name (with the label, or the place among the unlabelled parameters) that any declaration
/// gives a `String` instead is left out, as a literal would then be a `String` to the compiler
/// (or its meaning is not known from the text). Every Swift file given is read for them before
/// the scan (`Extractor.keyParameters`), so that a view declared in one file is found called in
/// another.
struct KeyParameters: Sendable, Equatable {
    /// What a name takes as a key.
    struct Uses: Sendable, Equatable {
        /// Labels of key parameters.
        var labels: Set<[UInt8]> = []
        /// Places of key parameters among the unlabelled ones (`_ title:`, or an enum case's
        /// value without a label): 0 for the first.
        var unlabelled: Set<Int> = []
        /// A variable of a key type: `name = "key"`.
        var assigned = false
        /// Labels of parameters that take an array of keys (`messages: [LocalizedStringKey]`)
        /// or a tuple of them (`text: (on: LocalizedStringKey, off: LocalizedStringKey)`).
        var listLabels: Set<[UInt8]> = []
        /// Parameters of one of the project's types that takes keys (or of an array of them),
        /// by label and by place among the unlabelled ones: the type's name, whose implicit
        /// `.init(...)` given there (`entry(.init("Created", value: date))`) takes that type's
        /// keys. Empty where declarations give one parameter different types.
        var typedLabels: [[UInt8]: [UInt8]] = [:]
        var typedUnlabelled: [Int: [UInt8]] = [:]
        /// A variable of one of the project's types (`let base: Appearance`), assigned its
        /// `.init(...)` (`base = .init("Ban", icon: "x")`): the type's name (empty as above).
        var assignedType: [UInt8]? = nil
        /// Where declarations disagree (a label that one takes as a key, another as a `String`
        /// or another type): each declaration's own, for choosing by a call's labels.
        var signatures: [Signature] = []

        var isEmpty: Bool {
            labels.isEmpty && unlabelled.isEmpty && !assigned && listLabels.isEmpty && typedLabels.isEmpty
                && typedUnlabelled.isEmpty && assignedType == nil && signatures.isEmpty
        }

        /// Whether keys are taken other than through another type's `.init(...)`.
        var takesOwnKeys: Bool { !labels.isEmpty || !unlabelled.isEmpty || assigned || !listLabels.isEmpty }

        /// The names of the project's types that parameters and variables take.
        var typeNames: [[UInt8]] {
            Array(typedLabels.values) + Array(typedUnlabelled.values) + (assignedType.map { [$0] } ?? [])
                + signatures.flatMap { Array($0.keys.typedLabels.values) + Array($0.keys.typedUnlabelled.values) }
        }

        /// What a call with these argument labels (nil for none), in order, takes as keys: as the
        /// declarations it can call say (`.basic("Ended", subtitle: "x")` calls `func basic(_
        /// title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil)`, not `case
        /// basic(title: String, subtitle: String?)`), or all of them together when it can call
        /// none of those recorded.
        func resolved(for call: [[UInt8]?]) -> Uses {
            guard !signatures.isEmpty else { return self }
            var keys = Uses(), strings = Uses()
            for signature in signatures where signature.accepts(call) {
                keys.add(signature.keys)
                strings.add(signature.strings)
            }
            guard !keys.isEmpty || !strings.isEmpty else { return self }
            keys.remove(strings)
            return keys
        }
        mutating func add(_ other: Uses) {
            labels.formUnion(other.labels)
            unlabelled.formUnion(other.unlabelled)
            assigned = assigned || other.assigned
            listLabels.formUnion(other.listLabels)
            typedLabels.merge(other.typedLabels) { $0 == $1 ? $0 : [] }
            typedUnlabelled.merge(other.typedUnlabelled) { $0 == $1 ? $0 : [] }
            if let type = other.assignedType { assignedType = assignedType.map { $0 == type ? $0 : [] } ?? type }
        }

        mutating func remove(_ other: Uses) {
            labels.subtract(other.labels)
            unlabelled.subtract(other.unlabelled)
            if other.assigned { assigned = false }
            listLabels.subtract(other.listLabels)
        }
    }

    /// One declaration's parameters (a function's, an initializer's, an enum case's).
    struct Signature: Sendable, Equatable {
        /// Each parameter's label (nil for none), and whether a call may leave it out (it has a
        /// default value, or is a closure, which may trail the call).
        var labels: [[UInt8]?] = []
        var omissible: [Bool] = []
        /// The parameters that take keys (or other types' `.init(...)`), and those that take a
        /// `String` (not in a declaration marked `@_disfavoredOverload`).
        var keys = Uses()
        var strings = Uses()

        /// Whether a call with these argument labels (nil for none), in order, can call it.
        func accepts(_ call: [[UInt8]?]) -> Bool {
            var p = 0
            for label in call {
                while p < labels.count, labels[p] != label {
                    guard omissible[p] else { return false }
                    p += 1
                }
                guard p < labels.count else { return false }
                p += 1
            }
            return omissible[p...].allSatisfy { $0 }
        }
    }

    /// The types looked for.
    struct Types: Sendable, Equatable {
        /// `LocalizedStringKey`
        var swiftUI: Bool
        /// `LocalizedStringResource`, `String.LocalizationValue`
        var modern: Bool

        /// Whether the type written `text` (without spaces) is one of them.
        func isKey(_ text: [UInt8]) -> Bool {
            let t = Self.unwrapped(text)
            func equals(_ s: StaticString) -> Bool { t.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)) }
            if swiftUI && (equals("LocalizedStringKey") || equals("SwiftUI.LocalizedStringKey")) { return true }
            return modern && (equals("LocalizedStringResource") || equals("Foundation.LocalizedStringResource")
                              || equals("String.LocalizationValue"))
        }

        /// Whether the type written `text` is `String` (then a literal is a `String`).
        static func isString(_ text: [UInt8]) -> Bool {
            let t = unwrapped(text)
            return t.elementsEqual("String".utf8) || t.elementsEqual("Swift.String".utf8)
        }

        /// The type written `text` without an optional's `?` or `!`.
        private static func unwrapped(_ text: [UInt8]) -> ArraySlice<UInt8> {
            guard let last = text.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") else { return text[...] }
            return text.dropLast()
        }
    }

    /// Per name, what it takes as a key (only names that take one).
    private(set) var byName: [[UInt8]: Uses] = [:]

    /// The types of the values that names hold, for the specifiers of interpolations.
    private(set) var valueTypes = ValueTypes()

    /// The names, in byte order.
    var names: [[UInt8]] { byName.keys.sorted { $0.lexicographicallyPrecedes($1) } }

    func uses(of name: UnsafePointer<UInt8>, count: Int) -> Uses? {
        byName[Array(UnsafeBufferPointer(start: name, count: count))]
    }

    /// What one file declares: the key parameters and the `String` ones, per name.
    struct Declarations: Sendable {
        var keys: [[UInt8]: Uses] = [:]
        var strings: [[UInt8]: Uses] = [:]
        /// The signatures of the declarations with a parameter of either kind.
        var signatures: [[UInt8]: [Signature]] = [:]
        /// Per name of a variable, property or parameter: the specifier of its type (see
        /// `ValueTypes`), empty where it is not known.
        var valueTypes: [[UInt8]: [UInt8]] = [:]
        /// The same for the names that can follow a `.`: properties (variables declared in a
        /// type's body), a tuple's labels, `rawValue`.
        var memberTypes: [[UInt8]: [UInt8]] = [:]
        /// The same for the names that can be used in any block: properties, `rawValue` and the
        /// variables declared outside every block (a `main.swift`'s).
        var globalTypes: [[UInt8]: [UInt8]] = [:]
        /// The same for a type's own properties (`static let limit = 10`), which follow a type's
        /// name (`Limits.limit`, `Self.limit`).
        var typeMemberTypes: [[UInt8]: [UInt8]] = [:]
        /// Per name of an enum case, the specifiers of its associated values' types (see
        /// `ValueTypes`), one list per case of that name.
        var caseTypes: [[UInt8]: Set<[[UInt8]]>] = [:]

        mutating func noteValueType(_ name: [UInt8], _ specifier: [UInt8], member: Bool = false, global: Bool = false,
                                    typeMember: Bool = false) {
            Self.note(name, specifier, in: &valueTypes)
            if member { Self.note(name, specifier, in: &memberTypes) }
            if global { Self.note(name, specifier, in: &globalTypes) }
            if typeMember { Self.note(name, specifier, in: &typeMemberTypes) }
        }

        /// Two declarations of a name that give different types leave its type not known.
        private static func note(_ name: [UInt8], _ specifier: [UInt8], in types: inout [[UInt8]: [UInt8]]) {
            if let known = types[name], known != specifier { types[name] = [] } else { types[name] = specifier }
        }

        /// Adds what `other` declares.
        mutating func noteValueTypes(of other: Declarations) {
            for (name, specifier) in other.valueTypes { Self.note(name, specifier, in: &valueTypes) }
            for (name, specifier) in other.memberTypes { Self.note(name, specifier, in: &memberTypes) }
            for (name, specifier) in other.globalTypes { Self.note(name, specifier, in: &globalTypes) }
            for (name, specifier) in other.typeMemberTypes { Self.note(name, specifier, in: &typeMemberTypes) }
            for (name, cases) in other.caseTypes { caseTypes[name, default: []].formUnion(cases) }
        }
    }

    /// The files' declarations together (in any order: the result is the same).
    init(_ files: [Declarations]) {
        var keys: [[UInt8]: Uses] = [:], strings: [[UInt8]: Uses] = [:], signatures: [[UInt8]: [Signature]] = [:]
        var values = Declarations()
        for file in files {
            values.noteValueTypes(of: file)
            for (name, uses) in file.keys { keys[name, default: Uses()].add(uses) }
            for (name, uses) in file.strings { strings[name, default: Uses()].add(uses) }
            for (name, list) in file.signatures { signatures[name, default: []] += list }
        }
        var candidates: [[UInt8]: Uses] = [:]
        for (name, var uses) in keys {
            let declared = uses
            if let other = strings[name] { uses.remove(other) }
            // Declarations that disagree: the call's labels will choose among them.
            let typeConflict = uses.typedLabels.values.contains([]) || uses.typedUnlabelled.values.contains([])
            if uses != declared || typeConflict, let list = signatures[name] { uses.signatures = list }
            if !uses.isEmpty { candidates[name] = uses }
        }
        // A parameter of a project's type counts where that type takes keys, itself or through
        // parameters of its own (`[Group]` whose `.init(icons: [Icon])` takes `Icon`'s).
        var takesKeys = Set(candidates.compactMap { name, uses in
            uses.takesOwnKeys || uses.signatures.contains(where: { $0.keys.takesOwnKeys }) ? name : nil
        })
        var changed = true
        while changed {
            changed = false
            for (name, uses) in candidates where !takesKeys.contains(name) && uses.typeNames.contains(where: takesKeys.contains) {
                takesKeys.insert(name)
                changed = true
            }
        }
        valueTypes = ValueTypes(values.valueTypes, members: values.memberTypes, globals: values.globalTypes,
                                typeMembers: values.typeMemberTypes, cases: values.caseTypes)
        for name in takesKeys {
            var uses = candidates[name]!
            uses.typedLabels = uses.typedLabels.filter { takesKeys.contains($0.value) }
            uses.typedUnlabelled = uses.typedUnlabelled.filter { takesKeys.contains($0.value) }
            if let type = uses.assignedType, !takesKeys.contains(type) { uses.assignedType = nil }
            uses.signatures = Self.byShape(uses.signatures)
            byName[name] = uses
        }
    }

    /// `signatures` with those of the same labels and omissible parameters made one, which takes
    /// as keys and as `String`s what they take together: `Uses.resolved(for:)` gives the same for
    /// every call (a call that can call one of them can call all, and what they take is added up
    /// the same way), looking through one signature per shape rather than one per declaration.
    /// (A generated file declared 1,400 `serialize(_:)` functions, each for its own type, and
    /// called them as often: each call looked through all of them.)
    static func byShape(_ signatures: [Signature]) -> [Signature] {
        guard signatures.count > 1 else { return signatures }
        struct Shape: Hashable {
            var labels: [[UInt8]?]
            var omissible: [Bool]
        }
        var shapes: [Shape: Int] = [:]
        var merged: [Signature] = []
        for signature in signatures {
            let shape = Shape(labels: signature.labels, omissible: signature.omissible)
            if let i = shapes[shape] {
                merged[i].keys.add(signature.keys)
                merged[i].strings.add(signature.strings)
            } else {
                shapes[shape] = merged.count
                merged.append(signature)
            }
        }
        return merged
    }

    /// What the type named `name` takes as keys.
    func uses(ofType name: [UInt8]) -> Uses? { byName[name] }

    /// The declarations of one Swift file's `count` bytes at `base`.
    static func declarations(in base: UnsafePointer<UInt8>, count: Int, types: Types) -> Declarations {
        var reader = DeclarationReader(lexer: Lexer(base: base, count: count, language: .swift), types: types)
        reader.read()
        return reader.found
    }

    /// The bodies of the types that one Swift file's `count` bytes at `base` declare or extend
    /// (`struct Row { ... }`, `extension Row { ... }`): what `Self` names at an offset.
    static func typeBodies(in base: UnsafePointer<UInt8>, count: Int) -> TypeBodies {
        var reader = DeclarationReader(lexer: Lexer(base: base, count: count, language: .swift),
                                       types: Types(swiftUI: false, modern: false))
        reader.read()
        return TypeBodies(reader.bodies)
    }

    /// The names that one Swift file's `count` bytes at `base` declare in blocks, with where
    /// each can be used (see `ValueTypes.LocalNames`).
    static func localNames(in base: UnsafePointer<UInt8>, count: Int) -> ValueTypes.LocalNames {
        var reader = DeclarationReader(lexer: Lexer(base: base, count: count, language: .swift),
                                       types: Types(swiftUI: false, modern: false))
        reader.recordsLocals = true
        reader.read()
        return ValueTypes.LocalNames(reader.locals)
    }

    /// The bodies of a file's types, ordered by where they start, each with the body that
    /// holds it, if any.
    struct TypeBodies {
        private var bodies: [(body: Range<Int>, name: [UInt8], parent: Int?)] = []

        init(_ found: [(body: Range<Int>, name: [UInt8])]) {
            var stack: [Int] = []
            for (body, name) in found.sorted(by: { $0.body.lowerBound < $1.body.lowerBound }) {
                while let top = stack.last, bodies[top].body.upperBound <= body.lowerBound { stack.removeLast() }
                bodies.append((body, name, stack.last))
                stack.append(bodies.count - 1)
            }
        }

        /// The name of the innermost type whose body holds `p`.
        func name(at p: Int) -> [UInt8]? {
            // The last body that starts before `p`, then those that hold it.
            var low = 0, high = bodies.count
            while low < high {
                let mid = (low + high) / 2
                if bodies[mid].body.lowerBound < p { low = mid + 1 } else { high = mid }
            }
            var k = low > 0 ? low - 1 : nil
            while let i = k {
                if bodies[i].body.contains(p) { return bodies[i].name }
                k = bodies[i].parent
            }
            return nil
        }
    }
}
