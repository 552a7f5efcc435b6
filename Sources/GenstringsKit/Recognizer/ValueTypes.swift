/// For a catalog: the types of the values that a Swift project's names hold, as far as their
/// declarations say (`let count: Int`, `@State var progress = 0.5`, `func row(total: Int)`), so
/// that an interpolation in a key gets the specifier that Xcode, which compiles the code, gives
/// its type: `Text("\(count) items")` is the key `%lld items`, not `%@ items`. Found by name,
/// as a scan of text can (`KeyParameters` reads the declarations of every Swift file given): a
/// name that declarations give different types, or whose type one of them does not say
/// (`let total = sum(of: items)`), is not known, and its interpolation stays `%@`.
struct ValueTypes: Sendable, Equatable {
    /// Per name: the specifier of its type, empty where it is not known.
    private var byName: [[UInt8]: [UInt8]] = [:]
    /// The same for the names declared where they can follow a `.` (`model.total`): properties,
    /// a tuple's labels, `rawValue`.
    private var byMember: [[UInt8]: [UInt8]] = [:]
    /// The same for the names that can be used in any block: properties, `rawValue`, variables
    /// declared outside every block.
    private var byGlobal: [[UInt8]: [UInt8]] = [:]
    /// The same for the names of types' own properties (`static let limit = 10`), which follow
    /// a type's name (`Limits.limit`, `Self.limit`).
    private var byTypeMember: [[UInt8]: [UInt8]] = [:]
    /// Per name of an enum case, the specifiers of its values' types, for each case so named
    /// (`case retrieving(nodeCount: Int)`: `[["%lld"]]`).
    private var byCase: [[UInt8]: Set<[[UInt8]]>] = [:]
    /// The names declared in the blocks of the file whose interpolations are typed, where known.
    var locals: LocalNames?

    init(_ byName: [[UInt8]: [UInt8]] = [:], members: [[UInt8]: [UInt8]] = [:], globals: [[UInt8]: [UInt8]] = [:],
         typeMembers: [[UInt8]: [UInt8]] = [:], cases: [[UInt8]: Set<[[UInt8]]>] = [:]) {
        self.byName = byName
        byMember = members
        byGlobal = globals
        byTypeMember = typeMembers
        byCase = cases
    }

    /// The names one file declares in blocks (a function's parameters and variables, a closure's
    /// names, ...), each with where it can be used: a name used there is that declaration's, not
    /// a property or a name of another block.
    struct LocalNames: Sendable, Equatable {
        /// A name's type: its specifier (empty where it is not known), the expression whose
        /// value it is given (`let total = items.count + 1`), typed when asked, the optional
        /// expression it unwraps (`if let total = model.total`, `guard let total`, whose own
        /// name is that expression), or the value at `index` of the `count` that an enum case
        /// pattern matches (`case .progress(let done, let total)`: `progress`, 2, 1).
        enum Value: Sendable, Equatable {
            case specifier([UInt8])
            case expression(Range<Int>)
            case unwrapped(Range<Int>)
            case caseValue(name: [UInt8], count: Int, index: Int)
        }

        private struct Local: Sendable, Equatable {
            var visible: Range<Int>
            var value: Value
        }

        private var byName: [[UInt8]: [Local]] = [:]

        init(_ found: [(name: [UInt8], value: Value, visible: Range<Int>)] = []) {
            for local in found { byName[local.name, default: []].append(Local(visible: local.visible, value: local.value)) }
        }

        /// The type of the innermost declaration of `name` that can be used at `p`; nil where
        /// none can.
        func value(of name: [UInt8], at p: Int) -> Value? {
            var best: Local? = nil
            for local in byName[name] ?? [] where local.visible.contains(p) {
                if best.map({ local.visible.lowerBound >= $0.visible.lowerBound }) ?? true { best = local }
            }
            return best?.value
        }
    }

    /// The specifier of the type written `type` (without spaces): the one that the
    /// interpolations of `LocalizedStringKey` and `String.LocalizationValue` give its values
    /// (as `\(placeholder: .int)` is `%lld`); `%@` for `String`; an optional's (`Int?`) is its
    /// wrapped type's with a `?` after (`%lld?`), which no interpolation is given (see
    /// `specifier(ofExpression:lexer:)`); empty for any other type.
    static func specifier(ofType type: [UInt8]) -> [UInt8] {
        if type.last == UInt8(ascii: "?") {
            let wrapped = specifier(ofType: Array(type.dropLast()))
            return wrapped.isEmpty ? [] : wrapped + [UInt8(ascii: "?")]
        }
        let name = type.starts(with: "Swift.".utf8) ? Array(type.dropFirst(6)) : type
        switch String(decoding: name, as: UTF8.self) {
        case "Int", "Int64": return Array("%lld".utf8)
        case "Int8", "Int16", "Int32": return Array("%d".utf8)
        case "UInt", "UInt64": return Array("%llu".utf8)
        case "UInt8", "UInt16", "UInt32": return Array("%u".utf8)
        case "Double", "CGFloat": return Array("%lf".utf8)
        case "Float": return Array("%f".utf8)
        case "String": return Array("%@".utf8)
        default: return []
        }
    }

    /// After a declared name, `lx` at what follows it: the specifier of its type, written
    /// (`: Int`) or given by its value alone (`= 0` an `Int`, `= 0.5` a `Double`, `= "x"` a
    /// `String`, `= items.count` an `Int`); empty otherwise.
    static func specifier(ofDeclarationAt lx: Lexer) -> [UInt8] {
        var lx = lx
        let base = lx.base
        let t = lx.next()
        guard t.kind == .punctuation else { return [] }
        if base[t.start] == UInt8(ascii: ":") { return specifier(ofTypeAt: lx) }
        guard base[t.start] == UInt8(ascii: "=") else { return [] }
        let value = valueEnd(&lx)
        // The value must be the whole expression: what follows starts another statement (or
        // is a property's observers, `= 5 { didSet { ... } }`).
        let next = lx.next()
        let ends = next.kind == .endOfInput || lx.hasLineBreak(from: value.end, to: next.start)
            || (next.kind == .punctuation && [UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: "{")].contains(base[next.start]))
        return ends ? value.specifier : []
    }

    /// The specifier of the type written at `lx` (`Int`, `Swift.Double`, `Int?`; see
    /// `specifier(ofType:)`), `collection` for an array's, a dictionary's or a set's (`[Item]`,
    /// `Set<Item>`), empty for another type, an implicitly unwrapped or a generic one.
    static func specifier(ofTypeAt lx: Lexer) -> [UInt8] {
        var lx = lx
        let base = lx.base
        var type: [UInt8] = []
        var part = lx.next()
        if part.kind == .punctuation, base[part.start] == UInt8(ascii: "[") { return collection }
        var typeEnd = part.start
        // The type's names and dots, side by side (the next line's name is no part of it).
        while part.kind == .identifier && type.isEmpty
                || (part.start == typeEnd && !type.isEmpty
                    && (part.kind == .identifier || (part.kind == .punctuation && base[part.start] == UInt8(ascii: "."))))
        {
            guard type.count < 32 else { return [] }
            type += UnsafeBufferPointer(start: base + part.start, count: part.end - part.start)
            typeEnd = part.end
            part = lx.next()
        }
        // `Int?` (and `Int??`); not `Int!`, `Binding<Int>`.
        while part.kind == .punctuation, part.start == typeEnd, base[part.start] == UInt8(ascii: "?"), type.count < 34 {
            type.append(UInt8(ascii: "?"))
            typeEnd = part.end
            part = lx.next()
        }
        if part.kind == .punctuation, part.start == typeEnd, base[part.start] == UInt8(ascii: "<"),
           ["Set", "Array", "Dictionary", "ContiguousArray", "ArraySlice", "OrderedSet", "OrderedDictionary"]
            .contains(String(decoding: type, as: UTF8.self)) {
            return collection
        }
        if part.kind == .punctuation, part.start == typeEnd, [UInt8(ascii: "!"), UInt8(ascii: "<")].contains(base[part.start]) {
            return []
        }
        return specifier(ofType: type)
    }

    /// Reads a value from `lx`: a number (with a sign), a one-line literal, or a path ending in
    /// `count` (an `Int`, an optional one after a `?.`); its specifier (empty for anything else)
    /// and where it ends.
    private static func valueEnd(_ lx: inout Lexer) -> (specifier: [UInt8], end: Int) {
        let base = lx.base
        var t = lx.next()
        if t.kind == .punctuation, base[t.start] == UInt8(ascii: "-") {
            let number = lx.next()
            guard number.kind == .number, number.start == t.end else { return ([], number.end) }
            t = number
        }
        switch t.kind {
        case .number:
            return (numberSpecifier(base, t), t.end)
        case .string:
            return (t.form == .quoted && !t.hasInterpolation ? Array("%@".utf8) : [], t.end)
        case .identifier:
            let path = Postfix(after: t, &lx, groups: false)
            return (path.isCount ? Array((path.chained ? "%lld?" : "%lld").utf8) : [], path.end)
        default:
            return ([], t.end)
        }
    }

    /// The specifier of a number literal: `%lld` for an integer, `%lf` for a floating-point
    /// one (`0.5`, `1e3`, `0x1p4`), as Swift types a literal by itself.
    private static func numberSpecifier(_ base: UnsafePointer<UInt8>, _ t: Token) -> [UInt8] {
        let text = UnsafeBufferPointer(start: base + t.start, count: t.end - t.start)
        let hex = text.count > 1 && text[0] == UInt8(ascii: "0") && (text[1] == UInt8(ascii: "x") || text[1] == UInt8(ascii: "X"))
        let floating = text.contains(UInt8(ascii: "."))
            || (hex ? text.contains { $0 == UInt8(ascii: "p") || $0 == UInt8(ascii: "P") }
                    : text.contains { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
        return Array((floating ? "%lf" : "%lld").utf8)
    }

    /// A postfix expression, read from its first name on: `a.b.c`, `a?.b` (an optional chain),
    /// `a!.b`, `x!`, `f(x)`, `rows[0].count`, `pair.1`, `items.filter { ... }.count`. Its type
    /// is its last name's (a property's, or the type a called function returns), unless a
    /// subscript, a tuple's element or a closure comes after that name.
    private struct Postfix {
        enum Last { case name, call, other }
        /// Where it ends.
        var end: Int
        /// Its last name, and what follows that name: nothing, a call's arguments, or anything
        /// else (a subscript, a tuple's element, a closure).
        var last: Token
        var kind = Last.name
        /// How many names it has (`a.b(x).c`: 3).
        var names = 1
        /// Whether a `?.` makes it an optional chain, and whether it ends in a `!`.
        var chained = false
        var forced = false
        /// The name before the last, where only a `.` (or `?.`, `!.`) stands between them.
        var receiver: Token? = nil

        /// Whether it ends in a name `count` (a collection's, as far as nothing says otherwise).
        var isCount: Bool

        /// Reads it from `lx`, just after its first name, `first`. Calls, subscripts and closures
        /// are followed only where `groups` is set (a declaration's value, read in every file,
        /// would be read to each group's end), and a closure only with a `.` right after it.
        init(after first: Token, _ lx: inout Lexer, groups: Bool) {
            let base = lx.base
            end = first.end
            last = first
            for _ in 0..<64 {
                var probe = lx
                let t = probe.next()
                guard t.kind == .punctuation else { break }
                let c = base[t.start]
                if t.start == end, c == UInt8(ascii: "?") || c == UInt8(ascii: "!") {
                    let dot = probe.peek()
                    let chains = dot.kind == .punctuation && dot.start == t.end && base[dot.start] == UInt8(ascii: ".")
                    // A `?` not before a `.` is a `??` or a conditional's.
                    guard chains || c == UInt8(ascii: "!") else { break }
                    if c == UInt8(ascii: "?") { chained = true }
                    forced = !chains
                } else if t.start == end, c == UInt8(ascii: ".") {
                    let member = probe.next()
                    guard member.start == t.end, member.kind == .identifier || member.kind == .number else { break }
                    if member.kind == .identifier {
                        receiver = kind == .name ? last : nil
                        last = member
                        kind = .name
                        names += 1
                    } else {
                        receiver = nil
                        // A tuple's element (`pair.1`), whose names after it are in the same
                        // number token (`1.count`).
                        var dot = member.end
                        while dot > member.start, base[dot - 1] != UInt8(ascii: ".") { dot -= 1 }
                        if dot > member.start, dot < member.end, !(base[dot] >= 0x30 && base[dot] <= 0x39) {
                            last = Token(kind: .identifier, start: dot, end: member.end)
                            kind = .name
                            names += 2
                        } else {
                            kind = .other
                        }
                    }
                    forced = false
                    lx = probe
                    end = member.end
                    continue
                } else if groups, t.start == end, c == UInt8(ascii: "(") || c == UInt8(ascii: "[") {
                    let close = probe.balancedEnd(t.end, open: c, close: c == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]"))
                    guard close.terminated, close.end <= probe.limit else { break }
                    kind = c == UInt8(ascii: "(") && kind == .name ? .call : .other
                    forced = false
                    probe.pos = close.end
                } else if groups, c == UInt8(ascii: "{") {
                    // A trailing closure (`items.filter { ... }.count`).
                    let close = probe.balancedEnd(t.end, open: c, close: UInt8(ascii: "}"))
                    guard close.terminated, close.end < probe.limit, base[close.end] == UInt8(ascii: ".") else { break }
                    kind = .other
                    forced = false
                    probe.pos = close.end
                } else {
                    break
                }
                lx = probe
                end = probe.pos
            }
            isCount = kind == .name && last.end - last.start == 5 && memoryEquals(base + last.start, "count")
        }
    }

    /// The specifier of an interpolation's expression, the bytes `inner` of `lexer`'s buffer,
    /// where it is known: a number (`\(30)`), a name or a path (`\(count)`, `\(self.total)`,
    /// `\(model.items.count)`) whose last name declarations give one type (after a `.`, those
    /// that can be members; a path ending in `count` that no declaration names is a
    /// collection's, an `Int`, even after calls, subscripts and closures), a number type's
    /// constant (`\(UInt32.max)`), a conversion to a number's type (`\(Int(ratio * 100))`), a
    /// call of a function whose declarations give one return type (`\(model.total())`, noted as
    /// the name and `(`), a name of the file's blocks given an expression (`let total =
    /// items.count + 1`) or unwrapping one (`if let total = model.total`), a cast (`\(value as?
    /// Int ?? 0)`), arithmetic of up to 16 of those (`\(count + 1)`), parenthesized or not, and
    /// optionals unwrapped (`\(total ?? 0)`, `\(total!)`); nil for any other expression, and for
    /// an optional one (which Xcode does not take as a number).
    func specifier(ofExpression inner: Range<Int>, lexer: Lexer) -> [UInt8]? {
        var budget = Self.operandBudget
        // (Neither an optional nor a collection is a number.)
        guard let type = type(of: inner, lexer: lexer, depth: 0, budget: &budget), type.last != UInt8(ascii: "?"),
              type.first != UInt8(ascii: "[") else { return nil }
        return type
    }

    /// How many operands an interpolation's type may take reading, with those of the names
    /// given expressions that it uses, and theirs (`let a = b + b`, `let b = c + c`, ...): each
    /// is read again where it is used, so that names so given could otherwise take a time that
    /// doubles with each.
    private static let operandBudget = 256

    /// The type of the expression `inner` (see `specifier(ofExpression:lexer:)`), an optional's
    /// too (`%lld?`).
    ///
    /// `a ?? b` (which binds less tightly than arithmetic and casts) has `a`'s type unwrapped,
    /// optional where `b`'s is; where `a`'s is not known, `b`'s, and a literal's (`?? 0`) by
    /// itself: an `Int` (Swift would give the literal `a`'s type).
    private func type(of inner: Range<Int>, lexer: Lexer, depth: Int, budget: inout Int) -> [UInt8]? {
        let parts = Self.coalescedParts(of: inner, lexer: lexer)
        guard let lastPart = parts.last else { return nil }
        var result = type(ofPart: lastPart, lexer: lexer, depth: depth, budget: &budget)
        for part in parts.dropLast().reversed() {
            guard let left = type(ofPart: part, lexer: lexer, depth: depth, budget: &budget), !left.isLiteral else { continue }
            var unwrapped = left.specifier
            if unwrapped.last == UInt8(ascii: "?") { unwrapped.removeLast() }
            if let right = result, !right.isLiteral, right.specifier.last == UInt8(ascii: "?") { unwrapped.append(UInt8(ascii: "?")) }
            result = (unwrapped, false)
        }
        return result?.specifier
    }

    /// One operand of `??`: arithmetic (see `arithmetic`), or anything cast (`x as? Int`).
    private func type(ofPart part: (range: Range<Int>, cast: Int?), lexer: Lexer, depth: Int, budget: inout Int)
        -> (specifier: [UInt8], isLiteral: Bool)? {
        budget -= 1
        guard budget >= 0 else { return nil }
        guard let cast = part.cast else { return arithmetic(part.range, lexer: lexer, depth: depth, budget: &budget) }
        var lx = lexer
        lx.pos = cast
        lx.limit = part.range.upperBound
        let base = lx.base
        var optional = false
        let mark = lx.peek()
        if mark.kind == .punctuation, mark.start == cast, base[mark.start] == UInt8(ascii: "?") || base[mark.start] == UInt8(ascii: "!") {
            optional = base[mark.start] == UInt8(ascii: "?")
            _ = lx.next()
        }
        // The type, which must end the operand.
        var type = ValueTypes.specifier(ofTypeAt: lx)
        guard !type.isEmpty, type.first != UInt8(ascii: "["), Self.isType(lx) else { return nil }
        if optional, type.last != UInt8(ascii: "?") { type.append(UInt8(ascii: "?")) }
        return (type, false)
    }

    /// Whether the tokens from `lx` on to its limit can be a type's (names, dots and `?`s).
    private static func isType(_ lx: Lexer) -> Bool {
        var probe = lx
        let base = lx.base
        while true {
            let t = probe.next()
            if t.kind == .endOfInput { return true }
            guard t.kind == .identifier || (t.kind == .punctuation && (base[t.start] == UInt8(ascii: ".") || base[t.start] == UInt8(ascii: "?")))
            else { return false }
        }
    }

    /// `inner` cut at each `??` outside brackets; each part with where the type of a cast
    /// (`as`, `as?`, `as!`) outside brackets begins, if one does (after the `as`). None where a
    /// `,` outside brackets makes it a list (`\(total, format: .number)`), not one expression.
    private static func coalescedParts(of inner: Range<Int>, lexer: Lexer) -> [(range: Range<Int>, cast: Int?)] {
        var lx = lexer
        lx.pos = inner.lowerBound
        lx.limit = inner.upperBound
        let base = lx.base
        var parts: [(range: Range<Int>, cast: Int?)] = []
        var start = inner.lowerBound
        var cast: Int? = nil
        var depth = 0
        while true {
            let t = lx.next()
            if t.kind == .endOfInput { break }
            if t.kind == .identifier, depth == 0, cast == nil, t.end - t.start == 2, memoryEquals(base + t.start, "as") {
                cast = t.end
            }
            guard t.kind == .punctuation else { continue }
            let c = base[t.start]
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                depth = max(0, depth - 1)
            } else if c == UInt8(ascii: ","), depth == 0 {
                return []
            } else if c == UInt8(ascii: "?"), depth == 0 {
                let next = lx.peek()
                if next.kind == .punctuation, next.start == t.end, base[next.start] == UInt8(ascii: "?") {
                    _ = lx.next()
                    parts.append((start..<t.start, cast))
                    start = next.end
                    cast = nil
                }
            }
        }
        parts.append((start..<inner.upperBound, cast))
        return parts
    }

    /// Operands joined by arithmetic operators (`count + 1`, `done * 100 / total`): all of one
    /// type, which a number literal takes on (an `Int` or a `Double` by itself); and whether
    /// only literals give it. An optional operand takes no arithmetic.
    private func arithmetic(_ inner: Range<Int>, lexer: Lexer, depth: Int, budget: inout Int) -> (specifier: [UInt8], isLiteral: Bool)? {
        var lx = lexer
        lx.pos = inner.lowerBound
        lx.limit = inner.upperBound
        let base = lx.base
        var known: [UInt8]? = nil
        var literal: [UInt8]? = nil
        var ended = false
        var operands = 0
        for _ in 0..<16 {
            budget -= 1
            guard budget >= 0, let operand = self.operand(&lx, inner: inner, depth: depth, budget: &budget) else { return nil }
            operands += 1
            if operand.isLiteral {
                if literal != Self.double { literal = operand.specifier }
            } else {
                guard known == nil || known == operand.specifier else { return nil }
                known = operand.specifier
            }
            let t = lx.next()
            if t.kind == .endOfInput {
                ended = true
                break
            }
            guard t.kind == .punctuation, t.end - t.start == 1,
                  [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%")].contains(base[t.start])
            else { return nil }
        }
        guard ended, let specifier = known ?? literal, !specifier.isEmpty, specifier != Array("%@".utf8) || literal == nil else {
            return nil
        }
        if operands > 1, specifier.last == UInt8(ascii: "?") { return nil }
        // A `Double` literal makes no integer.
        if literal == Self.double, known != nil, known != Self.double, known != Array("%f".utf8) { return nil }
        return (specifier, known == nil)
    }

    private static let double = Array("%lf".utf8)

    /// The specifier of a number type's own constant (`UInt32.max`, `Double.pi`): its type's.
    private static func numberConstant(type: Token, member: Token, _ base: UnsafePointer<UInt8>) -> [UInt8]? {
        let name = Array(UnsafeBufferPointer(start: base + type.start, count: type.end - type.start))
        let specifier = Self.specifier(ofType: name)
        guard !specifier.isEmpty, specifier != Array("%@".utf8) else { return nil }
        let constant = String(decoding: UnsafeBufferPointer(start: base + member.start, count: member.end - member.start), as: UTF8.self)
        let integer = ["max", "min", "zero"]
        let floating = ["zero", "pi", "infinity", "nan", "greatestFiniteMagnitude", "leastNormalMagnitude",
                        "leastNonzeroMagnitude", "ulpOfOne"]
        return (specifier.last == UInt8(ascii: "f") ? floating : integer).contains(constant) ? specifier : nil
    }

    /// One operand of an interpolated expression, read from `lx`: a number literal, a
    /// parenthesized expression, or a postfix expression (a name, a path, a call, ...); its
    /// specifier (nil where it is not known).
    private func operand(_ lx: inout Lexer, inner: Range<Int>, depth: Int, budget: inout Int) -> (specifier: [UInt8], isLiteral: Bool)? {
        let base = lx.base
        let t = lx.next()
        if t.kind == .number || (t.kind == .punctuation && base[t.start] == UInt8(ascii: "-")) {
            var probe = lx
            probe.pos = t.start
            let value = Self.valueEnd(&probe)
            lx = probe
            return value.specifier.isEmpty ? nil : (value.specifier, true)
        }
        if t.kind == .punctuation, base[t.start] == UInt8(ascii: "("), depth < 8 {
            // A parenthesized expression (`(total % 3600) / 60`).
            let close = lx.balancedEnd(t.end)
            guard close.terminated, close.end <= inner.upperBound,
                  let specifier = type(of: t.end..<(close.end - 1), lexer: lx, depth: depth + 1, budget: &budget)
            else { return nil }
            lx.pos = close.end
            return (specifier, false)
        }
        guard t.kind == .identifier else { return nil }
        let path = Postfix(after: t, &lx, groups: true)
        guard path.end <= inner.upperBound else { return nil }
        var name = Array(UnsafeBufferPointer(start: base + path.last.start, count: path.last.end - path.last.start))
        var specifier: [UInt8]
        switch path.kind {
        case .other:
            return nil
        case .call:
            // A conversion to a number's type (`Int(progress * 100)`), or a function whose
            // declaration gives the type it returns (`func total() -> Int`).
            let converted = path.names == 1 ? Self.specifier(ofType: name) : []
            name.append(UInt8(ascii: "("))
            specifier = converted.isEmpty ? byName[name] ?? [] : converted
        case .name where path.names == 2 && !path.chained && path.last.start == t.end + 1:
            // `UInt32.max`, or a member (see below).
            specifier = Self.numberConstant(type: t, member: path.last, base)
                ?? member(name, isCount: path.isCount, of: path.receiver, first: t, lexer: lx, depth: depth, budget: &budget)
        case .name where path.names > 1:
            specifier = member(name, isCount: path.isCount, of: path.receiver, first: t, lexer: lx, depth: depth, budget: &budget)
        case .name:
            if locals?.value(of: name, at: t.start) == nil, (locals != nil ? byGlobal[name] : byName[name]) == nil {
                specifier = path.isCount ? Array("%lld".utf8) : []  // (no declaration)
            } else {
                specifier = self.name(name, at: t.start, lexer: lx, depth: depth, budget: &budget)
            }
        }
        if path.forced, specifier.last == UInt8(ascii: "?") { specifier.removeLast() }
        if path.chained, !specifier.isEmpty, specifier.last != UInt8(ascii: "?") { specifier.append(UInt8(ascii: "?")) }
        // (A collection is no number.)
        return specifier.isEmpty || specifier.first == UInt8(ascii: "[") ? nil : (specifier, false)
    }

    /// The type of a name used alone at `p`: the innermost name of the file's blocks that can
    /// be used there (one given an expression has its type, as far as 8 names given expressions
    /// deep; one bound by `if let` the type its optional wraps), else a property (of the type
    /// it is in) or a variable of no block; where the file's blocks are not known, any
    /// declaration of the name.
    private func name(_ name: [UInt8], at p: Int, lexer: Lexer, depth: Int, budget: inout Int) -> [UInt8] {
        guard let local = locals?.value(of: name, at: p) else { return (locals != nil ? byGlobal[name] : byName[name]) ?? [] }
        switch local {
        case .specifier(let declared):
            return declared
        case .expression(let value):
            return depth < 8 ? type(of: value, lexer: lexer, depth: depth + 1, budget: &budget) ?? [] : []
        case .unwrapped(let value):
            var specifier = depth < 8 ? type(of: value, lexer: lexer, depth: depth + 1, budget: &budget) ?? [] : []
            if specifier.last == UInt8(ascii: "?") { specifier.removeLast() }
            return specifier
        case .caseValue(let caseName, let count, let index):
            return caseValue(caseName, count: count, index: index)
        }
    }

    /// The type of value `index` of the enum cases named `name` with `count` values, where the
    /// cases of that name and count that the project declares agree on it.
    private func caseValue(_ name: [UInt8], count: Int, index: Int) -> [UInt8] {
        var found: [UInt8]? = nil
        for values in byCase[name] ?? [] where values.count == count {
            guard found == nil || found == values[index] else { return [] }
            found = values[index]
        }
        return found ?? []
    }

    /// The type of a member (`self.total`, `items.count`): what properties, tuple labels and
    /// `rawValue` of that name are declared (the locals and parameters of that name are not
    /// it); a `count` that no property of a known type names, other than an optional, is a
    /// collection's, and so is one of a `receiver` declared a collection or a `String` (read as
    /// a name alone where it is the path's `first` name, else as a member). After a type's name
    /// (`Limits.maximum`, `Self.maximum`), the type's own (`static`) properties come first;
    /// after another, only the instances' count.
    private func member(_ name: [UInt8], isCount: Bool, of receiver: Token?, first: Token, lexer: Lexer,
                        depth: Int, budget: inout Int) -> [UInt8] {
        if isCount, let receiver {
            let text = Array(UnsafeBufferPointer(start: lexer.base + receiver.start, count: receiver.end - receiver.start))
            var type = receiver == first ? self.name(text, at: receiver.start, lexer: lexer, depth: depth, budget: &budget)
                                         : byMember[text] ?? byName[text] ?? []
            if type.last == UInt8(ascii: "?") { type.removeLast() }
            if type == Self.collection || type == Array("%@".utf8) { return Array("%lld".utf8) }
        }
        // After a type's name (capitalized, as Swift's types are): its own properties first.
        if let receiver, receiver.end > receiver.start, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(lexer.base[receiver.start]),
           let declared = byTypeMember[name], !declared.isEmpty {
            return declared
        }
        if let declared = byMember[name], !isCount || !(declared.isEmpty || declared.last == UInt8(ascii: "?")) { return declared }
        return isCount ? Array("%lld".utf8) : byName[name] ?? []
    }

    /// What `specifier(ofType:)` gives a collection's type (`[Item]`, `Set<Item>`): no
    /// specifier, but its `count` is an `Int`.
    static let collection = Array("[]".utf8)
}
