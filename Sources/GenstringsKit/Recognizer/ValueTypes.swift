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
    /// The names declared in the blocks of the file whose interpolations are typed, where known.
    var locals: LocalNames?

    init(_ byName: [[UInt8]: [UInt8]] = [:], members: [[UInt8]: [UInt8]] = [:], globals: [[UInt8]: [UInt8]] = [:]) {
        self.byName = byName
        byMember = members
        byGlobal = globals
    }

    /// The names one file declares in blocks (a function's parameters and variables, a closure's
    /// names, ...), each with where it can be used: a name used there is that declaration's, not
    /// a property or a name of another block.
    struct LocalNames: Sendable, Equatable {
        /// A name's type: its specifier (empty where it is not known), or the expression whose
        /// value it is given (`let total = items.count + 1`), typed when asked.
        enum Value: Sendable, Equatable {
            case specifier([UInt8])
            case expression(Range<Int>)
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
    /// (as `\(placeholder: .int)` is `%lld`); `%@` for `String`; empty for any other type, an
    /// optional's too.
    static func specifier(ofType type: [UInt8]) -> [UInt8] {
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
        // The value must be the whole expression: what follows starts another statement.
        let next = lx.next()
        let ends = next.kind == .endOfInput || lx.hasLineBreak(from: value.end, to: next.start)
            || (next.kind == .punctuation && (base[next.start] == UInt8(ascii: ";") || base[next.start] == UInt8(ascii: "}")))
        return ends ? value.specifier : []
    }

    /// The specifier of the type written at `lx` (`Int`, `Swift.Double`; see
    /// `specifier(ofType:)`), empty for another type, an optional or a generic one.
    static func specifier(ofTypeAt lx: Lexer) -> [UInt8] {
        var lx = lx
        let base = lx.base
        var type: [UInt8] = []
        var part = lx.next()
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
        // Not `Int?`, `Int!`, `Binding<Int>`.
        if part.kind == .punctuation, part.start == typeEnd,
           [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<")].contains(base[part.start]) {
            return []
        }
        return specifier(ofType: type)
    }

    /// Reads a value from `lx`: a number (with a sign), a one-line literal, or a path ending in
    /// `count`; its specifier (empty for anything else) and where it ends.
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
            let path = pathEnd(&lx, from: t)
            return (path.isCount ? Array("%lld".utf8) : [], path.end)
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

    /// After the first name of `a.b.c` (`first`): where the path ends, and whether its last
    /// name is `count`.
    private static func pathEnd(_ lx: inout Lexer, from first: Token) -> (end: Int, isCount: Bool, last: Token) {
        let base = lx.base
        var last = first
        while true {
            var probe = lx
            let dot = probe.next()
            guard dot.kind == .punctuation, base[dot.start] == UInt8(ascii: "."), dot.start == last.end else { break }
            let name = probe.next()
            guard name.kind == .identifier, name.start == dot.end else { break }
            lx = probe
            last = name
        }
        let isCount = last.end - last.start == 5 && memoryEquals(base + last.start, "count")
        return (last.end, isCount, last)
    }

    /// The specifier of an interpolation's expression, the bytes `inner` of `lexer`'s buffer,
    /// where it is known: a number (`\(30)`), a name or a path (`\(count)`, `\(self.total)`,
    /// `\(model.items.count)`) whose last name declarations give one type (after a `.`, those
    /// that can be members; a path ending in `count` that no declaration names is a
    /// collection's, an `Int`), a number type's constant (`\(UInt32.max)`), a conversion to a
    /// number's type (`\(Int(ratio * 100))`), a call of a function whose declarations give
    /// one return type (`\(model.total())`, noted as the name and `(`), a name of the file's
    /// blocks given an expression (`let total = items.count + 1`), or arithmetic of up to 16 of
    /// those (`\(count + 1)`), parenthesized or not; nil for any other expression.
    func specifier(ofExpression inner: Range<Int>, lexer: Lexer) -> [UInt8]? {
        var budget = Self.operandBudget
        return specifier(ofExpression: inner, lexer: lexer, depth: 0, budget: &budget)
    }

    /// How many operands an interpolation's type may take reading, with those of the names
    /// given expressions that it uses, and theirs (`let a = b + b`, `let b = c + c`, ...): each
    /// is read again where it is used, so that names so given could otherwise take a time that
    /// doubles with each.
    private static let operandBudget = 256

    private func specifier(ofExpression inner: Range<Int>, lexer: Lexer, depth: Int, budget: inout Int) -> [UInt8]? {
        var lx = lexer
        lx.pos = inner.lowerBound
        lx.limit = inner.upperBound
        let base = lx.base
        // Operands joined by arithmetic operators (`count + 1`, `done * 100 / total`): all of
        // one type, which a number literal takes on (an `Int` or a `Double` by itself).
        var known: [UInt8]? = nil
        var literal: [UInt8]? = nil
        var ended = false
        for _ in 0..<16 {
            budget -= 1
            guard budget >= 0, let operand = self.operand(&lx, inner: inner, depth: depth, budget: &budget) else { return nil }
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
        // A `Double` literal makes no integer.
        if literal == Self.double, known != nil, known != Self.double, known != Array("%f".utf8) { return nil }
        return specifier
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

    /// One operand of an interpolated expression, read from `lx`: a number literal, a name or
    /// a path, or a call; its specifier (nil where it is not known).
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
                  let specifier = specifier(ofExpression: t.end..<(close.end - 1), lexer: lx, depth: depth + 1, budget: &budget)
            else { return nil }
            lx.pos = close.end
            return (specifier, false)
        }
        guard t.kind == .identifier else { return nil }
        let path = Self.pathEnd(&lx, from: t)
        var name = Array(UnsafeBufferPointer(start: base + path.last.start, count: path.last.end - path.last.start))
        var probe = lx
        let open = probe.next()
        let specifier: [UInt8]
        if open.kind == .punctuation, base[open.start] == UInt8(ascii: "("), open.start == path.end {
            // A call: a conversion to a number's type (`Int(progress * 100)`), or a function
            // whose declaration gives the type it returns (`func total() -> Int`).
            let close = lx.balancedEnd(open.end)
            guard close.terminated, close.end <= inner.upperBound else { return nil }
            lx.pos = close.end
            let converted = path.last.start == t.start ? Self.specifier(ofType: name) : []
            name.append(UInt8(ascii: "("))
            specifier = converted.isEmpty ? byName[name] ?? [] : converted
        } else if path.last.start == t.end + 1, let own = Self.numberConstant(type: t, member: path.last, base) {
            specifier = own
        } else if path.last.start != t.start {
            // A member (`self.total`, `items.count`): what properties, tuple labels and
            // `rawValue` of that name are declared (the locals and parameters of that name are
            // not it); a `count` that no property of a known type names is a collection's.
            if let declared = byMember[name], !declared.isEmpty || !path.isCount {
                specifier = declared
            } else {
                specifier = path.isCount ? Array("%lld".utf8) : byName[name] ?? []
            }
        } else if let local = locals?.value(of: name, at: t.start) {
            // A name of the block the interpolation is in (`let count = ...` before it, a
            // parameter of the function it is in); one given an expression has its type (as far
            // as 8 names given expressions deep).
            switch local {
            case .specifier(let declared):
                specifier = declared
            case .expression(let value):
                specifier = depth < 8 ? self.specifier(ofExpression: value, lexer: lx, depth: depth + 1, budget: &budget) ?? [] : []
            }
        } else if let declared = locals != nil ? byGlobal[name] : byName[name] {
            // A property (of the type it is in), or a variable of no block; where the file's
            // blocks are not known, any declaration of the name.
            specifier = declared
        } else {
            specifier = path.isCount ? Array("%lld".utf8) : []
        }
        return specifier.isEmpty ? nil : (specifier, false)
    }
}
