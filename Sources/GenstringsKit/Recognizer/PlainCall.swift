/// The arguments of the most common calls, read straight from the bytes: every argument a
/// plain literal — `"..."`, in the C family `@"..."` and `CFSTR("...")`, on one line, whose
/// escapes are all copied as written (`\"`, `\n`, `\\`, ...: see `copiesEscape`; so no
/// `\uXXXX`, continuation or interpolation), not continued by another literal — or
/// `nil`, `Nil`, `NULL`, `null`, `nullptr`, or a simple expression (a bundle: `[NSBundle mainBundle]`,
/// `.main`, `Bundle(for: X.self)`: names, numbers, brackets and operators, with no literal,
/// comment or brace), in Swift possibly labelled, separated by white space and commas.
///
/// This is the fast path of `CallRecognizer`: anything else (a comment between arguments, a
/// literal in an expression, a raw or multi-line Swift literal, a missing `)`, too many
/// arguments, ...) makes `read` give nil, and the call goes to the general parser, which gives
/// the same entry for the calls read here.
struct PlainCall {
    struct Argument {
        /// The literal's content (between the quotes); empty for `nil`.
        var content: Range<Int> = 0..<0
        var isNull = false
        /// An expression (see above), which can only be a role that is not read (a bundle).
        var isExpression = false
        /// A Swift label, or an empty range.
        var label: Range<Int> = 0..<0
    }

    /// The most arguments read (the longest form, `...WithDefaultValue`, has five).
    static let capacity = 6

    private(set) var count = 0
    /// Whether an argument is an expression: the scan has to look inside the call then.
    private(set) var hasExpression = false
    /// The arguments read, side by side (a homogeneous tuple is laid out as an array), so that
    /// argument `i` is one indexed access: a `switch` over six stored properties made the
    /// compiler load every argument's fields wherever one was read (40 instructions a call).
    private var slots = (Argument(), Argument(), Argument(), Argument(), Argument(), Argument())

    /// The first argument labelled with each name that `plan` asks for (Swift), or -1: noted
    /// while the labels are read, so that `plan` does not compare every label with every
    /// name (it was 160 instructions a call).
    private struct Labels {
        var tableName = -1, bundle = -1, value = -1, comment = -1, table = -1, defaultValue = -1, localized = -1
    }
    private var labels = Labels()
    /// Bit `i` set when argument `i` is labelled `tableName`, `bundle`, `value` or `comment`.
    private var roleLabels: UInt8 = 0

    /// Notes the label of argument `index`, the `n` bytes at `p`, if `plan` asks for it.
    private mutating func noteLabel(_ p: UnsafePointer<UInt8>, _ n: Int, index: Int) {
        func note(_ slot: inout Int) { if slot < 0 { slot = index } }
        func noteRole(_ slot: inout Int) {
            note(&slot)
            roleLabels |= 1 &<< UInt8(truncatingIfNeeded: index)
        }
        switch n {
        case 5:
            if memoryEquals(p, "value") { noteRole(&labels.value) } else if memoryEquals(p, "table") { note(&labels.table) }
        case 6:
            if memoryEquals(p, "bundle") { noteRole(&labels.bundle) }
        case 7:
            if memoryEquals(p, "comment") { noteRole(&labels.comment) }
        case 9:
            if memoryEquals(p, "tableName") { noteRole(&labels.tableName) } else if memoryEquals(p, "localized") { note(&labels.localized) }
        case 12:
            if memoryEquals(p, "defaultValue") { note(&labels.defaultValue) }
        default:
            break
        }
    }

    /// Argument `i` (below `capacity`). (`mutating get`: reading in place, where a plain getter
    /// could copy all six arguments first.)
    subscript(i: Int) -> Argument {
        mutating get {
            assert(i >= 0 && i < Self.capacity)
            return withUnsafeMutablePointer(to: &slots) { UnsafeMutableRawPointer($0).assumingMemoryBound(to: Argument.self)[i] }
        }
        set {
            assert(i >= 0 && i < Self.capacity)
            withUnsafeMutablePointer(to: &slots) { UnsafeMutableRawPointer($0).assumingMemoryBound(to: Argument.self)[i] = newValue }
        }
    }

    /// The text of argument `index` (a literal's content): nil when there is none or it is `nil`.
    @inline(__always)
    mutating func text(_ index: Int?, in base: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let index, !self[index].isNull else { return nil }
        let r = self[index].content
        return UnsafeBufferPointer(start: base + r.lowerBound, count: r.count)
    }

    /// Reads the arguments of the call whose name ends at `nameEnd` (replacing those read
    /// before); the offset after its `)`, or nil unless the call is plain (see above) and
    /// closed before `limit`. `count` is the buffer's size (searches may read ahead up to it).
    mutating func read(_ base: UnsafePointer<UInt8>, count: Int, nameEnd: Int, limit: Int,
                       language: SourceLanguage) -> Int? {
        self.count = 0
        hasExpression = false
        labels = Labels()
        roleLabels = 0
        var p = nameEnd
        @inline(__always) func skipSpace() { p = ByteVector.spaceEnd(in: base, from: p, limit: limit, count: count) }
        skipSpace()
        guard p < limit, base[p] == UInt8(ascii: "(") else { return nil }
        p += 1
        while true {
            skipSpace()
            guard p < limit, self.count < Self.capacity else { return nil }
            var argument = Argument()
            if language == .swift, ByteClass.isIdentifierStart(base[p]) {
                // A label: the name, white space, `:`.
                let end = ByteVector.identifierEnd(in: base, from: p, limit: limit, count: count)
                var q = end
                while q < limit, ByteClass.isSpace(base[q]) { q += 1 }
                if q < limit, base[q] == UInt8(ascii: ":") {
                    argument.label = p..<end
                    noteLabel(base + p, end - p, index: self.count)
                    p = q + 1
                    skipSpace()
                    guard p < limit else { return nil }
                }
            }
            let c = base[p]
            if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "@") && language == .cFamily && p + 1 < limit
                                              && base[p + 1] == UInt8(ascii: "\"")) {
                let quote = c == UInt8(ascii: "@") ? p + 1 : p
                // A Swift `"""` opens a multi-line literal.
                if language == .swift, quote + 2 < limit, base[quote + 1] == UInt8(ascii: "\""),
                   base[quote + 2] == UInt8(ascii: "\"") {
                    return nil
                }
                guard let close = Self.closingQuote(base, count: count, from: quote + 1, limit: limit) else { return nil }
                argument.content = (quote + 1)..<close
                p = close + 1
            } else if ByteClass.isIdentifierStart(c) {
                let end = ByteVector.identifierEnd(in: base, from: p, limit: limit, count: count)
                // In C an identifier right before a quote is a literal's prefix (`L"..."`).
                guard !(language == .cFamily && end < limit && base[end] == UInt8(ascii: "\"")) else { return nil }
                var q = end
                while q < limit, ByteClass.isSpace(base[q]) { q += 1 }
                if q < limit, base[q] == UInt8(ascii: ",") || base[q] == UInt8(ascii: ")"), Self.isNullName(base + p, end - p) {
                    argument.isNull = true
                    p = end
                } else if language == .cFamily, end - p == 5, memoryEquals(base + p, "CFSTR"), q < limit,
                          base[q] == UInt8(ascii: "(") {
                    guard let (content, after) = Self.cfstr(base, count: count, open: q, limit: limit) else { return nil }
                    argument.content = content
                    p = after
                } else {
                    guard let end = Self.expressionEnd(base, from: p, limit: limit) else { return nil }
                    argument.isExpression = true
                    hasExpression = true
                    p = end
                }
            } else if c == UInt8(ascii: "[") || c == UInt8(ascii: ".") {
                guard let end = Self.expressionEnd(base, from: p, limit: limit) else { return nil }
                argument.isExpression = true
                hasExpression = true
                p = end
            } else {
                return nil
            }
            skipSpace()
            guard p < limit else { return nil }
            self[self.count] = argument
            self.count += 1
            if base[p] == UInt8(ascii: ",") {
                p += 1
            } else if base[p] == UInt8(ascii: ")") {
                return p + 1
            } else {
                return nil
            }
        }
    }

    /// `open` at the `(` after `CFSTR`: the content of `("...")` (`@"..."` too; a plain
    /// literal, white space around it) and the offset after its `)`.
    private static func cfstr(_ base: UnsafePointer<UInt8>, count: Int, open: Int,
                              limit: Int) -> (content: Range<Int>, end: Int)? {
        var p = open + 1
        while p < limit, ByteClass.isSpace(base[p]) { p += 1 }
        if p < limit, base[p] == UInt8(ascii: "@") { p += 1 }
        guard p < limit, base[p] == UInt8(ascii: "\"") else { return nil }
        guard let close = closingQuote(base, count: count, from: p + 1, limit: limit) else { return nil }
        var q = close + 1
        while q < limit, ByteClass.isSpace(base[q]) { q += 1 }
        guard q < limit, base[q] == UInt8(ascii: ")") else { return nil }
        return ((p + 1)..<close, q + 1)
    }

    /// The closing quote of the one-line literal whose content starts at `p`: nil when a line
    /// break or `limit` comes first, or an escape whose text is not the escape as written
    /// (see `copiesEscape`).
    @inline(__always)
    private static func closingQuote(_ base: UnsafePointer<UInt8>, count: Int, from p: Int, limit: Int) -> Int? {
        var e = p
        while true {
            e = ByteVector.firstOf(UInt8(ascii: "\""), 0x0A, UInt8(ascii: "\\"), in: base, from: e, limit: limit, count: count)
            guard e < limit else { return nil }
            if base[e] == UInt8(ascii: "\"") { return e }
            guard base[e] == UInt8(ascii: "\\"), e + 1 < limit, copiesEscape(base[e + 1]) else { return nil }
            e += 2
        }
    }

    /// Whether an escape `\` + `b` in a one-line literal is a pair that the lexers step over
    /// whole and whose text is the pair as written, in every language: `\"`, `\n`, `\\`, `\t`,
    /// `\U`, `\%` and the like (printable ASCII). Not a line break or carriage return (a C
    /// line continuation, the end of an unterminated Swift literal), nor `u` (`LiteralText`
    /// decodes `\uXXXX` in C, Objective-C and Java, or reports it as an invalid unicode
    /// sequence), nor `(` (a Swift interpolation): those, and the bytes from 0x80, are left
    /// to the general parser.
    @inline(__always)
    static func copiesEscape(_ b: UInt8) -> Bool {
        b >= 0x20 && b < 0x7F && b != UInt8(ascii: "u") && b != UInt8(ascii: "(")
    }

    /// The end of a simple expression starting at `p` (where a `,` or `)` at its own depth
    /// follows; brackets and parentheses nest); nil when it holds anything else than names,
    /// numbers, white space, brackets, parentheses, `.`, `:` and operators, or is not closed
    /// within `maxExpressionLength` bytes (a bundle expression is short; the general parser
    /// takes longer ones, and a run of unclosed calls does not make each call read to the end).
    private static func expressionEnd(_ base: UnsafePointer<UInt8>, from start: Int, limit: Int) -> Int? {
        var depth = 0
        var p = start
        let limit = min(limit, start + maxExpressionLength)
        while p < limit {
            let b = base[p]
            if ByteClass.isIdentifier(b) || ByteClass.isSpace(b) {
                p += 1
                continue
            }
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { return b == UInt8(ascii: ")") ? p : nil }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return p }
            case UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "*"),
                 UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                 UInt8(ascii: "="), UInt8(ascii: "|"):
                break
            default:
                return nil
            }
            p += 1
        }
        return nil
    }

    static let maxExpressionLength = 512

    /// Whether the `n` bytes at `p` are `nil`, `Nil`, `NULL`, `null` or (Objective-C++)
    /// `nullptr`.
    static func isNullName(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        (n == 3 && (memoryEquals(p, "nil") || memoryEquals(p, "Nil")))
            || (n == 4 && (memoryEquals(p, "NULL") || memoryEquals(p, "null")))
            || (n == 7 && memoryEquals(p, "nullptr"))
    }

    /// What `CallRecognizer.roles` and `appendEntry` decide for these arguments.
    enum Plan {
        /// An entry from these arguments (`nil` where the role is absent or `nil`).
        case entry(key: Int, table: Int?, value: Int?, comment: Int?)
        /// Not a call to extract (SwiftUI `Text(verbatim:)`, `Text(name)`, `String(format:)`).
        case ignored
        /// A problem to report: left to the general parser.
        case general
    }

    /// Which arguments give the key, table, value and comment for `form`, as
    /// `CallRecognizer.roles` decides; `.general` where it would report a problem (a wrong
    /// number of arguments, a text that is not a literal).
    ///
    /// (`mutating` although it changes nothing: the recognizer calls it on its stored value, and
    /// a non-mutating call first copied all 256 bytes of the arguments, once per call.)
    mutating func plan(form: RoutineTable.Form, language: SourceLanguage) -> Plan {
        guard count > 0 else { return .general }
        /// The first argument labelled so (see `Labels`).
        func labelled(_ first: Int) -> Int? { first >= 0 ? first : nil }
        let first = self[0]
        let isLiteral = !first.isNull && !first.isExpression
        let roles: (key: Int, table: Int?, value: Int?, comment: Int?)
        switch form {
        case .swiftUIText:
            guard first.label.isEmpty, isLiteral else { return .ignored }
            roles = (0, labelled(labels.tableName), nil, labelled(labels.comment))
        case .swiftUIView, .swiftUIModifier:
            guard first.label.isEmpty, isLiteral else { return .ignored }
            roles = (0, nil, nil, nil)
        case .localizedInitializer, .localizedStringResource:
            // (`LocalizedStringResource(stringLiteral: "x")`, `TypeDisplayRepresentation(name:
            // "x")`: the general path reads them.)
            if form == .localizedStringResource && !first.label.isEmpty { return .general }
            guard isLiteral, form == .localizedInitializer ? labels.localized == 0 : first.label.isEmpty else {
                return .ignored
            }
            roles = (0, labelled(labels.table), labelled(labels.defaultValue), labelled(labels.comment))
        case .resourceInit:
            // `.init(localized:)` is `String(localized:)` (or `AttributedString`'s) where one is
            // expected; a bare `.init("x")` may make anything, with these labels only a resource.
            guard isLiteral, labels.localized == 0
                    || first.label.isEmpty && (labels.table >= 0 || labels.defaultValue >= 0 || labels.comment >= 0) else {
                return .ignored
            }
            roles = (0, labelled(labels.table), labelled(labels.defaultValue), labelled(labels.comment))
        default:
            guard let positions = form.positions else { return .general }
            if language == .swift, count != positions.count || roleLabels != 0 {
                // As `CallRecognizer.roles`: the key is the first argument without a role's
                // label; with as many arguments as the positional form or fewer, a role without
                // its label is the unlabelled argument at its place.
                let key = (~roleLabels).trailingZeroBitCount < count ? (~roleLabels).trailingZeroBitCount : 0
                let byPlace = count <= positions.count
                func role(_ labelledAt: Int, _ place: Int?) -> Int? {
                    if labelledAt >= 0 { return labelledAt }
                    guard byPlace, let place, place < count, place != key, self[place].label.isEmpty else { return nil }
                    return place
                }
                roles = (key, role(labels.tableName, positions.table), role(labels.value, positions.value),
                         role(labels.comment, positions.comment))
                guard !self[key].isNull && !self[key].isExpression else { return .general }
            } else {
                guard count == positions.count else { return .general }
                roles = (0, positions.table, positions.value, positions.comment)
                guard isLiteral else { return .general }
            }
        }
        // The table and value must be literals or `nil`; a comment that is an expression is
        // no comment (its content is empty).
        if let table = roles.table, self[table].isExpression { return .general }
        if let value = roles.value, self[value].isExpression { return .general }
        return .entry(key: roles.key, table: roles.table, value: roles.value, comment: roles.comment)
    }
}
