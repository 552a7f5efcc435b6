/// Reads a Swift file's declarations token by token for `KeyParameters`: a stack of the braces
/// open, each a type's body (with its name) or another block.
struct DeclarationReader {
    var lx: Lexer
    let types: KeyParameters.Types
    var found = KeyParameters.Declarations()
    /// The named types' bodies, as each closes (see `KeyParameters.typeBodies`).
    var bodies: [(body: Range<Int>, name: [UInt8])] = []
    /// Whether the names declared in blocks other than types' bodies are recorded in `locals`.
    var recordsLocals = false
    /// Those names, each with its type (a specifier, empty where it is not known, or the
    /// expression it is given) and where it can be used: from its declaration (or the end of
    /// its expression) to its block's end, or, for a function's parameters and the names a
    /// closure, a loop or an `if let` binds, their block.
    var locals: [(name: [UInt8], value: ValueTypes.LocalNames.Value, visible: Range<Int>)] = []
    /// Names that belong to the next block opened at the bracket depth `pendingDepth`: a
    /// function's parameters (`signature`: dropped where a declaration comes first, as after a
    /// protocol's requirement), a loop's or a condition's names.
    private var pending: [(name: [UInt8], value: ValueTypes.LocalNames.Value)] = []
    private var pendingIsSignature = false
    private var pendingDepth = 0
    /// Whether an `if` or a `while` is read whose block has not begun: its `let`s are its block's.
    private var inCondition = false
    /// Whether a `guard` is read whose `else` has not come, and how many blocks and brackets
    /// were open at it: its `let`s are its enclosing block's, after its `else` block.
    private var inGuard = false
    private var guardLevel = (scopes: 0, brackets: 0)
    /// The names of the `guard` read, whose `else` block has not begun (`elseNames`), and of
    /// those whose `else` blocks are open, with how many blocks are open in each.
    private var guardNames: [(name: [UInt8], value: ValueTypes.LocalNames.Value)] = []
    private var elseNames: [(name: [UInt8], value: ValueTypes.LocalNames.Value)]? = nil
    private var elseBlocks: [(depth: Int, names: [(name: [UInt8], value: ValueTypes.LocalNames.Value)])] = []
    /// How many `(` and `[` are open in the innermost block.
    private var bracketDepth = 0
    /// Where the `(` open in the file begin their contents, and the contents of the last one
    /// closed (what a closure after it may be given: `ForEach(0..<3) { i in`).
    private var groupStarts: [Int] = []
    private var lastGroup: Range<Int>? = nil

    init(lexer: Lexer, types: KeyParameters.Types) {
        lx = lexer
        self.types = types
    }

    private var base: UnsafePointer<UInt8> { lx.base }

    private enum TypeKind { case structure, enumeration, other }

    /// An open brace: a type's body, or another block (`name` nil).
    private struct Scope {
        var name: [UInt8]?
        var kind: TypeKind = .other
        /// A struct's stored properties of a key type and of type `String`: its memberwise
        /// initializer's parameters, unless it declares an initializer.
        var memberKeys = KeyParameters.Uses()
        var memberStrings = KeyParameters.Uses()
        var declaresInit = false
        /// Whether it is the body of a type, a protocol or an extension (whose variables are
        /// properties).
        var isTypeBody = false
        /// The `locals` that can be used up to its end.
        var locals: [Int] = []
        /// Those that a `switch`'s `case` in it binds, usable up to the next `case` or `default`.
        var caseLocals: [Int] = []
        /// How many `(` and `[` were open before it (inside it, none are counted at first).
        var outerBracketDepth = 0
        /// Where its `{` is.
        var start = 0
    }

    private var scopes: [Scope] = []
    /// Whether the declaration being read is marked `@_disfavoredOverload`.
    private var disfavored = false
    /// Whether it is marked `static` (or `class`, as in `class var`).
    private var isStatic = false
    /// A type declared, whose body is the next `{`.
    private var pendingType: (name: [UInt8], kind: TypeKind)?
    /// Whether the next `{` opens the body of a type, a protocol or an extension.
    private var pendingTypeBody = false

    /// How many braces deep the reader follows; a file nested deeper is left there.
    private static let deepest = 256

    private func text(_ t: Token) -> [UInt8] { Array(UnsafeBufferPointer(start: base + t.start, count: t.end - t.start)) }

    private func isWord(_ t: Token, _ w: StaticString) -> Bool {
        t.kind == .identifier && t.end - t.start == w.utf8CodeUnitCount && memoryEquals(base + t.start, w)
    }

    private func isPunctuation(_ t: Token, _ c: UInt8) -> Bool {
        t.kind == .punctuation && base[t.start] == c
    }

    mutating func read() {
        var previous = Token(kind: .punctuation, start: 0, end: 0)
        while true {
            let t = lx.next()
            switch t.kind {
            case .endOfInput:
                return
            case .punctuation:
                if isPunctuation(t, UInt8(ascii: "{")) {
                    guard scopes.count < Self.deepest else { return }
                    isStatic = false
                    let closureNames = boundNames()
                    if let type = pendingType {
                        scopes.append(Scope(name: type.name, kind: type.kind, isTypeBody: true, start: t.start))
                    } else {
                        scopes.append(Scope(isTypeBody: pendingTypeBody, start: t.start))
                    }
                    pendingType = nil
                    pendingTypeBody = false
                    if recordsLocals {
                        if !pending.isEmpty && pendingDepth == bracketDepth {
                            for (name, value) in pending { addLocal(name, value, from: t.start) }
                            pending = []
                        }
                        // `ForEach(0..<3) { i in`, `ForEach(items.indices) { i in`, `ForEach(Array(items.enumerated()),
                        // id: \.offset) { i, item in`: an `Int` before the item.
                        var closureNames = closureNames
                        if isPunctuation(previous, UInt8(ascii: ")")), let group = lastGroup, group.upperBound == previous.start,
                           let ints = intElements(from: group.lowerBound, count: closureNames.count), closureNames[0].specifier.isEmpty {
                            closureNames[0].specifier = ints
                        }
                        for (name, specifier) in closureNames { addLocal(name, specifier, from: t.start) }
                    }
                    if pendingDepth == bracketDepth { inCondition = false }
                    if inGuard && guardLevel == (scopes.count - 1, bracketDepth) { inGuard = false }
                    if let names = elseNames {
                        elseBlocks.append((scopes.count, names))
                        elseNames = nil
                    }
                    scopes[scopes.count - 1].outerBracketDepth = bracketDepth
                    bracketDepth = 0
                } else if isPunctuation(t, UInt8(ascii: "}")) {
                    isStatic = false
                    let elseBlock = elseBlocks.last?.depth == scopes.count ? elseBlocks.popLast() : nil
                    let closed = scopes.popLast()
                    if inGuard && scopes.count < guardLevel.scopes { inGuard = false }
                    for (name, value) in elseBlock?.names ?? [] { addLocal(name, value, from: t.end) }
                    if let closed {
                        for i in closed.locals {
                            // (A `case`'s names may have ended already.)
                            let end = min(locals[i].visible.upperBound, t.start)
                            locals[i].visible = min(locals[i].visible.lowerBound, end)..<end
                        }
                        bracketDepth = closed.outerBracketDepth
                    }
                    if pendingIsSignature { pending = [] }
                    if let scope = closed, let name = scope.name {
                        bodies.append((scope.start..<t.end, name))
                        if scope.kind == .structure, !scope.declaresInit {
                            found.keys[name, default: .init()].add(scope.memberKeys)
                            found.strings[name, default: .init()].add(scope.memberStrings)
                        }
                    }
                } else if isPunctuation(t, UInt8(ascii: ";")) {
                    isStatic = false
                    pendingType = nil
                    pendingTypeBody = false
                    if pendingIsSignature { pending = [] }
                } else if isPunctuation(t, UInt8(ascii: "(")) || isPunctuation(t, UInt8(ascii: "[")) {
                    bracketDepth += 1
                    if recordsLocals, isPunctuation(t, UInt8(ascii: "(")), groupStarts.count < Self.deepest { groupStarts.append(t.end) }
                } else if isPunctuation(t, UInt8(ascii: ")")) || isPunctuation(t, UInt8(ascii: "]")) {
                    bracketDepth = max(0, bracketDepth - 1)
                    if recordsLocals, isPunctuation(t, UInt8(ascii: ")")), let start = groupStarts.popLast() { lastGroup = start..<t.start }
                }
            case .identifier:
                let afterDot = isPunctuation(previous, UInt8(ascii: ".")) && previous.end == t.start
                if afterDot {
                    break
                } else if isPunctuation(previous, UInt8(ascii: "@")) {
                    // `@_disfavoredOverload func show(_ message: String)`: the compiler takes the
                    // other overload for a literal, so its `String` takes no literal from a key.
                    // (Other attributes may stand between it and the declaration: `@ViewBuilder`.)
                    disfavored = disfavored || isWord(t, "_disfavoredOverload")
                } else if isWord(t, "static") {
                    isStatic = true
                } else if isWord(t, "struct") || isWord(t, "enum") || isWord(t, "class") || isWord(t, "actor")
                            || isWord(t, "extension") || isWord(t, "protocol") {
                    // (`class var`, `class func`: no type.)
                    let next = lx.peek()
                    isStatic = isWord(t, "class") && next.kind == .identifier
                        && ["var", "let", "func", "override", "final", "private", "fileprivate", "public", "internal", "open"]
                            .contains(String(decoding: text(next), as: UTF8.self))
                    typeDeclaration(t)
                    disfavored = false
                } else if isWord(t, "func") {
                    isStatic = false
                    if pendingIsSignature { pending = [] }
                    let name = lx.next()
                    guard name.kind == .identifier else { break }
                    skipGenerics()
                    if isPunctuation(lx.peek(), UInt8(ascii: "(")) {
                        _ = lx.next()
                        startPending(signature: true)
                        parameters(of: text(name), enumCase: false)
                        returned(by: text(name))
                    }
                    disfavored = false
                } else if isWord(t, "init") {
                    isStatic = false
                    if pendingIsSignature { pending = [] }
                    if isPunctuation(lx.peek(), UInt8(ascii: "?")) || isPunctuation(lx.peek(), UInt8(ascii: "!")) { _ = lx.next() }
                    skipGenerics()
                    guard isPunctuation(lx.peek(), UInt8(ascii: "(")) else { break }
                    _ = lx.next()
                    if let k = scopes.indices.last, let typeName = scopes[k].name {
                        scopes[k].declaresInit = true
                        startPending(signature: true)
                        parameters(of: typeName, enumCase: false)
                    }
                    disfavored = false
                } else if isWord(t, "case"), let scope = scopes.last, scope.kind == .enumeration {
                    enumCases()
                } else if recordsLocals, let k = scopes.indices.last,
                          isWord(t, "case") || (isWord(t, "default") && isPunctuation(lx.peek(), UInt8(ascii: ":"))) {
                    // A `switch`'s case: the names the one before it bound end here.
                    for i in scopes[k].caseLocals { locals[i].visible = locals[i].visible.lowerBound..<max(locals[i].visible.lowerBound, t.start) }
                    scopes[k].caseLocals = []
                    guard isWord(t, "case") else { break }
                    let names = casePattern()
                    if isWord(previous, "for") || (inCondition && bracketDepth == pendingDepth) {
                        pending += names
                    } else if inGuard && guardLevel == (scopes.count, bracketDepth) {
                        guardNames += names
                    } else if !inCondition && !inGuard {
                        for (name, value) in names {
                            addLocal(name, value, from: lx.pos)
                            scopes[k].caseLocals.append(locals.count - 1)
                        }
                    }
                } else if isWord(t, "var") || isWord(t, "let") {
                    if pendingIsSignature { pending = [] }
                    // `if let x = y`, `guard let x`, `while var x = y`, after a condition's `,`.
                    let binds = (inCondition && bracketDepth == pendingDepth)
                        || (inGuard && guardLevel == (scopes.count, bracketDepth))
                    variable(isVar: isWord(t, "var"), bindsOptional: binds && (isWord(previous, "if") || isWord(previous, "guard")
                                                                             || isWord(previous, "while") || isPunctuation(previous, UInt8(ascii: ","))),
                             isStatic: isStatic)
                    disfavored = false
                    isStatic = false
                } else if isWord(t, "for") {
                    startPending(signature: false)
                    var names = boundNames()
                    if recordsLocals {
                        // `for i in 0..<3`, `for i in items.indices`, `for (i, item) in items.enumerated()`.
                        var probe = lx
                        var skipped = 0
                        while skipped < 32, !isWord(probe.peek(), "in"), probe.peek().kind != .endOfInput {
                            _ = probe.next()
                            skipped += 1
                        }
                        if isWord(probe.next(), "in"), !names.isEmpty, names[0].specifier.isEmpty,
                           let ints = intElements(from: probe.pos, count: names.count) {
                            names[0].specifier = ints
                        }
                        pending += names.map { ($0.name, .specifier($0.specifier)) }
                    }
                } else if isWord(t, "if") || isWord(t, "while") {
                    startPending(signature: false)
                    inCondition = true
                } else if isWord(t, "guard") {
                    inGuard = true
                    guardLevel = (scopes.count, bracketDepth)
                    guardNames = []
                } else if isWord(t, "else"), inGuard, guardLevel == (scopes.count, bracketDepth) {
                    inGuard = false
                    if recordsLocals, !guardNames.isEmpty { elseNames = guardNames }
                    guardNames = []
                }
            default:
                break
            }
            previous = t
        }
    }

    /// After `struct`, `enum`, `class`, `actor`, `extension` or `protocol`: the name (the last of
    /// `A.B`), whose body is the next `{`. (`class func`, `class var` are no type.)
    private mutating func typeDeclaration(_ keyword: Token) {
        var name = lx.peek()
        guard name.kind == .identifier else { return }
        for w: StaticString in ["func", "var", "let", "subscript", "init", "override", "final", "static", "private",
                                "fileprivate", "public", "internal", "open", "required", "convenience"]
        where isWord(name, w) {
            return
        }
        _ = lx.next()
        while isPunctuation(lx.peek(), UInt8(ascii: ".")) {
            var probe = lx
            _ = probe.next()
            let next = probe.next()
            guard next.kind == .identifier else { break }
            lx = probe
            name = next
        }
        let kind: TypeKind = isWord(keyword, "struct") ? .structure : isWord(keyword, "enum") ? .enumeration : .other
        // An enum's `rawValue` has the type it first inherits (`enum Version: String`; any
        // other, `Codable`, is not known).
        if kind == .enumeration {
            found.noteValueType(Array("rawValue".utf8), ValueTypes.specifier(ofDeclarationAt: lx), member: true, global: true)
        }
        // A protocol's requirements are no initializer of a type known by name.
        pendingType = isWord(keyword, "protocol") ? nil : (text(name), kind)
        pendingTypeBody = true
    }

    /// The name of a type written `text` (without spaces) that may be one of the project's
    /// types: an optional's `?` or `!` left out, the last of `A.B`; a name that begins with a
    /// capital letter and is no key type and no `String`. (`Types.isKey` and `isString` are
    /// asked first.)
    private func projectType(_ text: [UInt8]) -> [UInt8]? {
        var t = text[...]
        if let last = t.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { t = t.dropLast() }
        if let dot = t.lastIndex(of: UInt8(ascii: ".")) { t = t[(dot + 1)...] }
        guard let first = t.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              t.allSatisfy(ByteClass.isIdentifier), !types.isKey(text), !KeyParameters.Types.isString(text),
              !t.elementsEqual("Self".utf8) else { return nil }
        return Array(t)
    }

    /// After a type's `(`: whether it is a tuple of two or more elements, each of a key type
    /// (`(on: LocalizedStringKey, off: LocalizedStringKey)`), with `lx` after its `)` if so.
    private func tupleOfKeys(_ lx: inout Lexer) -> Bool {
        var count = 0
        while true {
            var probe = lx
            if probe.next().kind == .identifier, isPunctuation(probe.next(), UInt8(ascii: ":")) { lx = probe }
            var type: [UInt8] = []
            var t = lx.next()
            while t.kind == .identifier || isPunctuation(t, UInt8(ascii: ".")) || isPunctuation(t, UInt8(ascii: "?")) {
                guard type.count < 64 else { return false }
                type += text(t)
                t = lx.next()
            }
            guard types.isKey(type) else { return false }
            count += 1
            if isPunctuation(t, UInt8(ascii: ")")) { return count > 1 }
            guard isPunctuation(t, UInt8(ascii: ",")) else { return false }
        }
    }

    /// After a closure's `{` or a `for`: the names bound before `in` (`{ idx in`, `{ a, b in`,
    /// `{ [weak self] (a, b) in`, `{ (total: Int) in`, `for item in`, `for (i, item) in`), each
    /// with its type's specifier where written (else not known), noted; returned.
    @discardableResult
    private mutating func boundNames() -> [(name: [UInt8], specifier: [UInt8])] {
        var probe = lx
        var t = probe.next()
        if isPunctuation(t, UInt8(ascii: "[")) {
            // A capture list.
            for _ in 0..<16 {
                t = probe.next()
                if isPunctuation(t, UInt8(ascii: "]")) || t.kind == .endOfInput { break }
            }
            guard isPunctuation(t, UInt8(ascii: "]")) else { return [] }
            t = probe.next()
        }
        let parenthesized = isPunctuation(t, UInt8(ascii: "("))
        if parenthesized { t = probe.next() }
        var names: [(name: [UInt8], specifier: [UInt8])] = []
        for _ in 0..<16 {
            guard t.kind == .identifier, !isWord(t, "in") else { return [] }
            var specifier: [UInt8] = []
            let name = text(t)
            t = probe.next()
            if parenthesized && isPunctuation(t, UInt8(ascii: ":")) {
                specifier = ValueTypes.specifier(ofTypeAt: probe)
                // The type, to the `,` or `)` after it.
                var depth = 0
                for _ in 0..<32 {
                    t = probe.next()
                    if t.kind == .endOfInput { return [] }
                    if isPunctuation(t, UInt8(ascii: "(")) || isPunctuation(t, UInt8(ascii: "[")) || isPunctuation(t, UInt8(ascii: "<")) {
                        depth += 1
                    } else if isPunctuation(t, UInt8(ascii: ")")) || isPunctuation(t, UInt8(ascii: "]"))
                                || (isPunctuation(t, UInt8(ascii: ">")) && base[t.start - 1] != UInt8(ascii: "-")) {
                        if depth == 0 { break }
                        depth -= 1
                    } else if depth == 0 && isPunctuation(t, UInt8(ascii: ",")) {
                        break
                    }
                }
            }
            names.append((name, specifier))
            guard isPunctuation(t, UInt8(ascii: ",")) else { break }
            t = probe.next()
        }
        if parenthesized {
            guard isPunctuation(t, UInt8(ascii: ")")) else { return [] }
            t = probe.next()
        }
        // What a closure's signature may say before `in`: `async`, `throws`, `-> Int`.
        var signatureTokens = 0
        while !isWord(t, "in") {
            guard signatureTokens < 8, t.kind == .identifier || isPunctuation(t, UInt8(ascii: "-"))
                    || isPunctuation(t, UInt8(ascii: ">")) || isPunctuation(t, UInt8(ascii: "?")) else { return [] }
            signatureTokens += 1
            t = probe.next()
        }
        for (name, specifier) in names { found.noteValueType(name, specifier) }
        return names
    }

    /// Whether the sequence written from `start` (to a `,`, a `{` or a `where` outside brackets) gives
    /// `Int`s to a loop or a closure that binds `count` names: a range of integers (`0..<n`,
    /// `1...3`) or an array's `indices` to one name, an `enumerated()` sequence's offsets to the
    /// first of two. `%lld` where it does.
    private func intElements(from start: Int, count: Int) -> [UInt8]? {
        var probe = lx
        probe.pos = start
        var tokens: [Token] = []
        var depth = 0
        var enumerated = false
        for _ in 0..<64 {
            let t = probe.next()
            if t.kind == .endOfInput { break }
            if isPunctuation(t, UInt8(ascii: "(")) || isPunctuation(t, UInt8(ascii: "[")) { depth += 1 }
            if isPunctuation(t, UInt8(ascii: ")")) || isPunctuation(t, UInt8(ascii: "]")) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0 && (isPunctuation(t, UInt8(ascii: ",")) || isPunctuation(t, UInt8(ascii: "{")) || isWord(t, "where")) { break }
            if isWord(t, "enumerated"), isPunctuation(probe.peek(), UInt8(ascii: "(")) { enumerated = true }
            if depth == 0 { tokens.append(t) }
        }
        guard let first = tokens.first else { return nil }
        // An integer literal, then `..<` or `...` (the lexer's number token takes the dots).
        let number = UnsafeBufferPointer(start: base + first.start, count: first.end - first.start)
        let dot = number.firstIndex(of: UInt8(ascii: "."))
        let range = first.kind == .number && number.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
            && (dot.map { $0 + 1 < number.count && number[$0 + 1] == UInt8(ascii: ".") }
                ?? (tokens.count > 1 && isPunctuation(tokens[1], UInt8(ascii: "."))))
        let indices = tokens.count >= 2 && isWord(tokens[tokens.count - 1], "indices") && isPunctuation(tokens[tokens.count - 2], UInt8(ascii: "."))
        let ints = count == 1 ? range || indices : count == 2 && enumerated
        return ints ? Array("%lld".utf8) : nil
    }

    /// Begins the names that belong to the next block (`pending`).
    private mutating func startPending(signature: Bool) {
        pending = []
        pendingIsSignature = signature
        pendingDepth = bracketDepth
    }

    /// Records a name of the innermost block, usable from `start` to that block's end.
    private mutating func addLocal(_ name: [UInt8], _ specifier: [UInt8], from start: Int) {
        addLocal(name, .specifier(specifier), from: start)
    }

    private mutating func addLocal(_ name: [UInt8], _ value: ValueTypes.LocalNames.Value, from start: Int) {
        guard let k = scopes.indices.last else { return }
        scopes[k].locals.append(locals.count)
        locals.append((name, value, start..<Int.max))
    }

    /// After a variable's `=` (`lx` there): the expression it is given, to the end of its
    /// statement (a line break where no bracket is open and no operator or `.` continues it, a
    /// `;`, a `,`, a `{`, `else`, or a closing bracket); nil where it is longer than 64 tokens.
    private func valueExpression(_ lx: Lexer) -> Range<Int>? {
        var lx = lx
        var depth = 0
        // Closures' braces inside brackets (a `}` that closes none ends the block).
        var braces = 0
        var start: Int? = nil
        var end = lx.pos
        for _ in 0..<64 {
            var probe = lx
            let t = probe.next()
            if t.kind == .endOfInput { break }
            if t.kind == .punctuation {
                let c = base[t.start]
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") {
                    depth += 1
                } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                } else if c == UInt8(ascii: "{") {
                    if depth == 0 { break }
                    braces += 1
                } else if c == UInt8(ascii: "}") {
                    if braces == 0 { break }
                    braces -= 1
                } else if depth == 0 && (c == UInt8(ascii: ";") || c == UInt8(ascii: ",")) {
                    break
                }
            }
            if depth == 0, start != nil, isWord(t, "else") { break }
            // A new line ends it unless an operator or a `.` joins the lines.
            if depth == 0, let first = start, first < t.start, lx.hasLineBreak(from: end, to: t.start) {
                let joins = t.kind == .punctuation && base[t.start] != UInt8(ascii: "(") && base[t.start] != UInt8(ascii: "[")
                let previousJoins = Self.isOperator(base[end - 1])
                if !joins && !previousJoins { break }
            }
            if start == nil { start = t.start }
            end = t.end
            lx = probe
        }
        guard let first = start, depth == 0 else { return nil }
        return first..<end
    }

    private static func isOperator(_ c: UInt8) -> Bool {
        [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
         UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
         UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "!")].contains(c)
    }

    /// After the parameters of the function `name`: the type it returns, noted as `name(`
    /// (`func total() -> Int`; a function that returns nothing or another type is not known);
    /// and the labels of a tuple it returns (`-> (lat: Text, lon: Text)`), which name values
    /// too (`desc.lat`), noted with their types.
    private mutating func returned(by name: [UInt8]) {
        var probe = lx
        var t = probe.next()
        while isWord(t, "async") || isWord(t, "throws") || isWord(t, "rethrows") { t = probe.next() }
        let arrow = isPunctuation(t, UInt8(ascii: "-")) && isPunctuation(probe.peek(), UInt8(ascii: ">"))
        var type: [UInt8] = []
        if arrow {
            _ = probe.next()
            if isPunctuation(probe.peek(), UInt8(ascii: "(")) {
                var tuple = probe
                _ = tuple.next()
                noteTupleLabels(tuple)
            } else {
                type = ValueTypes.specifier(ofTypeAt: probe)
            }
        }
        found.noteValueType(name + [UInt8(ascii: "(")], type)
    }

    /// After a tuple type's `(` (`start`): notes each labelled element's type (`ValueTypes`).
    private mutating func noteTupleLabels(_ start: Lexer) {
        var lx = start
        for _ in 0..<64 {
            // One element: `label: Type`, or a type alone.
            var t = lx.next()
            var label: [UInt8]? = nil
            var probe = lx
            if t.kind == .identifier, isPunctuation(probe.next(), UInt8(ascii: ":")) {
                label = text(t)
                lx = probe
                t = lx.next()
            }
            var type: [UInt8] = []
            var simple = true, depth = 0
            while true {
                if t.kind == .endOfInput { return }
                if t.kind == .punctuation {
                    let c = base[t.start]
                    if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "<") {
                        depth += 1
                        simple = false
                    } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || (c == UInt8(ascii: ">") && base[t.start - 1] != UInt8(ascii: "-")) {
                        if depth == 0 { break }
                        depth -= 1
                    } else if c == UInt8(ascii: ",") && depth == 0 {
                        break
                    } else if c != UInt8(ascii: ".") {
                        simple = false
                    }
                }
                if type.count < 64 { type += text(t) }
                t = lx.next()
            }
            if let label { found.noteValueType(label, simple ? ValueTypes.specifier(ofType: type) : [], member: true) }
            if isPunctuation(t, UInt8(ascii: ")")) { return }
        }
    }

    /// Skips `<...>` after a name.
    private mutating func skipGenerics() {
        guard isPunctuation(lx.peek(), UInt8(ascii: "<")) else { return }
        var depth = 0
        while true {
            let t = lx.next()
            if t.kind == .endOfInput { return }
            if isPunctuation(t, UInt8(ascii: "<")) { depth += 1 }
            if isPunctuation(t, UInt8(ascii: ">")) && base[t.start - 1] != UInt8(ascii: "-") {
                depth -= 1
                if depth == 0 { return }
            }
            if isPunctuation(t, UInt8(ascii: "{")) || isPunctuation(t, UInt8(ascii: "(")) { return }
        }
    }

    /// The types of a parameter list, `lx` after its `(`, to the matching `)`: each parameter's
    /// label (the first name of two, `_` for none; an enum case's value without a `:` has none)
    /// and type, recorded for `name`.
    private mutating func parameters(of name: [UInt8], enumCase: Bool) {
        var unlabelledPlace = 0
        var signature = KeyParameters.Signature()
        // An enum case's values' types.
        var valueTypes: [[UInt8]] = []
        while true {
            // One parameter: the names before a `:`, then the type up to `=`, `,` or `)`.
            var names: [Token] = []
            var type: [UInt8] = []
            var sawColon = false, inDefault = false, typeIsSimple = true, afterAttribute = false
            // Where the type begins (after the `:`).
            var typeStart: Lexer? = nil
            // An array type, `[T]`: its element type, while it may be one.
            var elementType: [UInt8]? = nil
            // A tuple type whose elements are all keys.
            var isKeyTuple = false
            var depth = 0
            var end: Token
            while true {
                let t = lx.next()
                end = t
                if t.kind == .endOfInput { return }
                if depth == 1, elementType != nil, !inDefault {
                    if t.kind == .identifier || isPunctuation(t, UInt8(ascii: ".")) {
                        if elementType!.count < 64 { elementType! += text(t) }
                    } else if !isPunctuation(t, UInt8(ascii: "]")) {
                        elementType = nil
                    }
                }
                if t.kind == .punctuation {
                    let c = base[t.start]
                    if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") || c == UInt8(ascii: "<") {
                        // (`[` as the whole type's start: maybe an array of keys.)
                        if c == UInt8(ascii: "[") && depth == 0 && sawColon && !inDefault && type.isEmpty {
                            elementType = []
                        } else if !inDefault {
                            elementType = nil
                        }
                        if c == UInt8(ascii: "(") && depth == 0 && sawColon && !inDefault && type.isEmpty {
                            var probe = lx
                            isKeyTuple = tupleOfKeys(&probe)
                        }
                        depth += 1
                        typeIsSimple = false
                        continue
                    }
                    if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}")
                        || (c == UInt8(ascii: ">") && base[t.start - 1] != UInt8(ascii: "-")) {
                        if depth == 0 { break }
                        depth -= 1
                        continue
                    }
                    if depth == 0 && c == UInt8(ascii: ",") { break }
                    if depth == 0 && c == UInt8(ascii: ":") && !sawColon {
                        // (What an enum case's value had before its label's `:` was no type.)
                        sawColon = true
                        type = []
                        typeIsSimple = true
                        typeStart = lx
                        continue
                    }
                    if depth == 0 && c == UInt8(ascii: "@") && !sawColon {
                        afterAttribute = true  // `@ViewBuilder content: ...`: no name
                        continue
                    }
                    if depth == 0 && c == UInt8(ascii: "=") { inDefault = true }
                }
                guard depth == 0, !inDefault else { continue }
                if sawColon || enumCase {
                    if !(t.kind == .identifier || isPunctuation(t, UInt8(ascii: ".")) || isPunctuation(t, UInt8(ascii: "?"))
                         || isPunctuation(t, UInt8(ascii: "!"))) {
                        typeIsSimple = false
                    }
                    if type.count < 64 { type += text(t) }
                }
                if !sawColon && t.kind == .identifier {
                    if afterAttribute { afterAttribute = false } else { names.append(t) }
                }
            }
            // The parameter's own name (the second of two) holds a value of its type.
            if !enumCase, sawColon, let own = names.last {
                // (`[Item]` and `Set<Item>` are not simple: collections.)
                var specifier: [UInt8] = []
                if typeIsSimple {
                    specifier = ValueTypes.specifier(ofType: type)
                } else if let typeStart {
                    specifier = ValueTypes.specifier(ofTypeAt: typeStart)
                }
                found.noteValueType(text(own), specifier)
                if recordsLocals { pending.append((text(own), .specifier(specifier))) }
            }
            if enumCase, !names.isEmpty || !type.isEmpty {
                valueTypes.append(typeIsSimple ? ValueTypes.specifier(ofType: type) : [])
            }
            if !names.isEmpty || !type.isEmpty {
                let labelled: Bool
                var label: [UInt8] = []
                if enumCase && !sawColon {
                    labelled = false
                } else if let first = names.first {
                    label = text(first)
                    labelled = label != [UInt8(ascii: "_")]
                } else {
                    labelled = false
                }
                var uses = KeyParameters.Uses()
                if labelled { uses.labels = [label] } else { uses.unlabelled = [unlabelledPlace] }
                let place = unlabelledPlace
                if !labelled { unlabelledPlace += 1 }
                signature.labels.append(labelled ? label : nil)
                // (A closure's type has a `->` outside brackets: `@escaping () -> Void`.)
                signature.omissible.append(inDefault || zip(type, type.dropFirst()).contains {
                    $0 == UInt8(ascii: "-") && $1 == UInt8(ascii: ">")
                })
                let element = elementType.flatMap { type.isEmpty || type == [UInt8(ascii: "?")] ? $0 : nil }
                var taken = KeyParameters.Uses()
                if typeIsSimple && types.isKey(type) {
                    taken = uses
                } else if typeIsSimple && KeyParameters.Types.isString(type) {
                    if !disfavored {
                        found.strings[name, default: .init()].add(uses)
                        signature.strings.add(uses)
                    }
                } else if labelled, (element.map(types.isKey) ?? false) || (isKeyTuple && type.isEmpty) {
                    taken.listLabels = [label]
                } else if let typeName = projectType(typeIsSimple ? type : element ?? []) {
                    // `_ entry: InfoEntry`, `icons: [Icon]`: the type's `.init(...)`.
                    if labelled { taken.typedLabels = [label: typeName] } else { taken.typedUnlabelled = [place: typeName] }
                }
                if !taken.isEmpty {
                    found.keys[name, default: .init()].add(taken)
                    signature.keys.add(taken)
                }
            }
            if base[end.start] == UInt8(ascii: ")") || base[end.start] == UInt8(ascii: "]") || base[end.start] == UInt8(ascii: "}") {
                if !signature.keys.isEmpty || !signature.strings.isEmpty { found.signatures[name, default: []].append(signature) }
                if enumCase { found.caseTypes[name, default: []].insert(valueTypes) }
                return
            }
        }
    }

    /// After a `case` outside an enum's body (a `switch`'s, `if case`, `guard case`, `for case`):
    /// the names that its patterns of enum cases bind, each the value of the case at its place
    /// (`case .progress(let done, let total)`, `case let .failed(code, _)`, `case
    /// Status.ended(reason: let reason), .stopped(let reason)`), read to the last pattern's `)`.
    /// Nothing is read where the first pattern is of another form (`case let x as Int`, `case
    /// (let a, let b)`): its `let`s are read as declarations.
    private mutating func casePattern() -> [(name: [UInt8], value: ValueTypes.LocalNames.Value)] {
        var probe = lx
        let binding = isWord(probe.peek(), "let") || isWord(probe.peek(), "var")
        if binding { _ = probe.next() }
        var names: [(name: [UInt8], value: ValueTypes.LocalNames.Value)] = []
        for _ in 0..<16 {
            // `.name(`, `Type.name(`.
            var t = probe.next()
            var caseName: Token? = nil
            while t.kind == .identifier || isPunctuation(t, UInt8(ascii: ".")) {
                if t.kind == .identifier { caseName = t }
                t = probe.next()
            }
            guard let name = caseName, isPunctuation(t, UInt8(ascii: "(")), t.start == name.end else { break }
            // Its values: `let x`, `var x`, `label: let x`, or `x` after a `let` before the
            // pattern; anything else (`_`, `0`, `.some(let x)`) binds nothing here.
            var bound: [(name: [UInt8], index: Int)] = []
            var count = 0
            var closed = false
            while !closed && count < 64 {
                // The element's first tokens, and how many it has.
                var element: [Token] = []
                var length = 0
                var depth = 0
                while true {
                    let e = probe.next()
                    if e.kind == .endOfInput || isPunctuation(e, UInt8(ascii: "{")) || isPunctuation(e, UInt8(ascii: "}")) { return [] }
                    if isPunctuation(e, UInt8(ascii: "(")) || isPunctuation(e, UInt8(ascii: "[")) { depth += 1 }
                    if isPunctuation(e, UInt8(ascii: ")")) || isPunctuation(e, UInt8(ascii: "]")) {
                        if depth == 0 {
                            closed = true
                            break
                        }
                        depth -= 1
                    }
                    if depth == 0 && isPunctuation(e, UInt8(ascii: ",")) { break }
                    if element.count < 4 { element.append(e) }
                    length += 1
                }
                if length >= 2, element[0].kind == .identifier, isPunctuation(element[1], UInt8(ascii: ":")) {
                    element.removeFirst(2)
                    length -= 2
                }
                if length == 2, isWord(element[0], "let") || isWord(element[0], "var"), element[1].kind == .identifier {
                    bound.append((text(element[1]), count))
                } else if binding, length == 1, element[0].kind == .identifier, !isWord(element[0], "_") {
                    bound.append((text(element[0]), count))
                }
                if length > 0 || !closed || count > 0 { count += 1 }
            }
            guard closed else { return [] }
            for (bound, index) in bound { names.append((bound, .caseValue(name: text(name), count: count, index: index))) }
            lx = probe
            guard isPunctuation(probe.peek(), UInt8(ascii: ",")) else { break }
            _ = probe.next()
            if isWord(probe.peek(), "let") || isWord(probe.peek(), "var") { break }  // (another binding)
        }
        return names
    }

    /// After `case` in an enum's body: `a(label: T, T), b, c = 1`.
    private mutating func enumCases() {
        while true {
            let name = lx.peek()
            guard name.kind == .identifier else { return }
            _ = lx.next()
            if isPunctuation(lx.peek(), UInt8(ascii: "(")) {
                _ = lx.next()
                parameters(of: text(name), enumCase: true)
            }
            if isPunctuation(lx.peek(), UInt8(ascii: "=")) {
                _ = lx.next()
                _ = lx.next()
            }
            guard isPunctuation(lx.peek(), UInt8(ascii: ",")) else { return }
            _ = lx.next()
        }
    }

    /// After `var` or `let`: `name: Type`, then `=` or `{` or neither. A variable of a key type
    /// is assigned keys; a struct's stored property (not computed, and not a `let` with a value)
    /// is a parameter of its memberwise initializer. A `var` of type `String`, written or made
    /// from a literal (`var title = ""`), is assigned no keys. `bindsOptional`: the name of an
    /// `if let`, `guard let` or `while let`, which unwraps the optional it is given (or, with
    /// neither `=` nor a type, the optional of its own name).
    private mutating func variable(isVar: Bool, bindsOptional: Bool = false, isStatic: Bool = false) {
        let name = lx.peek()
        guard name.kind == .identifier else { return }
        _ = lx.next()
        let specifier = ValueTypes.specifier(ofDeclarationAt: lx)
        let isProperty = scopes.last?.isTypeBody == true
        // (A type's own property, `static let limit = 10`, is no instance's.)
        found.noteValueType(text(name), specifier, member: isProperty && !isStatic, global: (isProperty && !isStatic) || scopes.isEmpty,
                            typeMember: isProperty && isStatic)
        if recordsLocals, !isProperty, !scopes.isEmpty {
            if bindsOptional {
                // (A value's type, `= items.first?.count`: unwrapped.)
                var value = ValueTypes.LocalNames.Value.specifier(specifier.last == UInt8(ascii: "?") ? specifier.dropLast() : specifier)
                let next = lx.peek()
                if specifier.isEmpty, isPunctuation(next, UInt8(ascii: "=")) {
                    var probe = lx
                    _ = probe.next()
                    if let unwrapped = valueExpression(probe) {
                        value = .unwrapped(unwrapped)
                    }
                } else if specifier.isEmpty, isPunctuation(next, UInt8(ascii: ",")) || isPunctuation(next, UInt8(ascii: "{")) || isWord(next, "else") {
                    value = .unwrapped(name.start..<name.end)
                }
                if inGuard { guardNames.append((text(name), value)) } else { pending.append((text(name), value)) }
            } else if inCondition {
                pending.append((text(name), .specifier(specifier)))
            } else if specifier.isEmpty, isPunctuation(lx.peek(), UInt8(ascii: "=")) {
                // A value of a type not said: its expression's (the name can be used after it).
                var probe = lx
                _ = probe.next()
                if let value = valueExpression(probe) {
                    addLocal(text(name), .expression(value), from: value.upperBound)
                } else {
                    addLocal(text(name), specifier, from: name.end)
                }
            } else {
                addLocal(text(name), specifier, from: name.end)
            }
        }
        if isVar, isPunctuation(lx.peek(), UInt8(ascii: "=")) {
            // `var title = "x"` declares a `String` (whose assignments are no keys).
            var probe = lx
            _ = probe.next()
            if probe.next().kind == .string { found.strings[text(name), default: .init()].assigned = true }
            return
        }
        guard isPunctuation(lx.peek(), UInt8(ascii: ":")) else { return }
        _ = lx.next()
        if isPunctuation(lx.peek(), UInt8(ascii: "[")) {
            arrayVariable(name, isVar: isVar)
            return
        }
        if isPunctuation(lx.peek(), UInt8(ascii: "(")) {
            var probe = lx
            _ = probe.next()
            noteTupleLabels(probe)
            // `let text: (on: LocalizedStringResource, off: LocalizedStringResource)`
            _ = lx.next()
            guard tupleOfKeys(&lx) else { return }
            let after = lx.peek()
            if !isPunctuation(after, UInt8(ascii: "{")), isVar || !isPunctuation(after, UInt8(ascii: "=")),
               let k = scopes.indices.last, scopes[k].kind == .structure {
                scopes[k].memberKeys.listLabels.insert(text(name))
            }
            return
        }
        var type: [UInt8] = []
        while true {
            let t = lx.peek()
            let isPart = t.kind == .identifier || (isPunctuation(t, UInt8(ascii: ".")) && !type.isEmpty)
                || ((isPunctuation(t, UInt8(ascii: "?")) || isPunctuation(t, UInt8(ascii: "!"))) && t.start == lx.pos && !type.isEmpty)
            guard isPart, type.count < 64 else { break }
            // A type ends at its line's end (the next declaration's name is no part of it).
            if !type.isEmpty, t.kind == .identifier, lx.hasLineBreak(from: lx.pos, to: t.start) { break }
            _ = lx.next()
            type += text(t)
        }
        let after = lx.peek()
        // `Binding<String>`, `[String]`, a tuple: neither.
        if isPunctuation(after, UInt8(ascii: "<")) || isPunctuation(after, UInt8(ascii: "[")) || isPunctuation(after, UInt8(ascii: "(")) {
            return
        }
        let isKey = types.isKey(type)
        let computed = isPunctuation(after, UInt8(ascii: "{"))
        let hasValue = isPunctuation(after, UInt8(ascii: "="))
        guard isKey || KeyParameters.Types.isString(type) else {
            // `let entry: InfoEntry`: its memberwise initializer takes the type's `.init(...)`.
            if let typeName = projectType(type), !computed, isVar || !hasValue {
                memberType(name, typeName)
                // (Assigned later: `let base: Appearance` ... `base = .init(...)`.)
                var uses = KeyParameters.Uses()
                uses.assignedType = typeName
                found.keys[text(name), default: .init()].add(uses)
            }
            return
        }
        if let k = scopes.indices.last, scopes[k].kind == .structure, !computed, isVar || !hasValue {
            if isKey {
                scopes[k].memberKeys.labels.insert(text(name))
            } else {
                scopes[k].memberStrings.labels.insert(text(name))
            }
        }
        if isVar {
            if isKey {
                found.keys[text(name), default: .init()].assigned = true
            } else {
                found.strings[text(name), default: .init()].assigned = true
            }
        }
    }

    /// A struct's stored property `name` of one of the project's types (or an array of it):
    /// its memberwise initializer's parameter, for that type's `.init(...)`.
    private mutating func memberType(_ name: Token, _ typeName: [UInt8]) {
        guard let k = scopes.indices.last, scopes[k].kind == .structure else { return }
        var typed = KeyParameters.Uses()
        typed.typedLabels = [text(name): typeName]
        scopes[k].memberKeys.add(typed)
    }

    /// After `name:`, at a `[`: `let rows: [Row]` (or `[Row]?`), a stored property of an array
    /// of one of the project's types, or of keys (`[LocalizedStringKey]`): a parameter of the
    /// struct's memberwise initializer, unless the property is computed or a `let` with a value.
    private mutating func arrayVariable(_ name: Token, isVar: Bool) {
        _ = lx.next()
        var element: [UInt8] = []
        while true {
            let t = lx.next()
            if isPunctuation(t, UInt8(ascii: "]")) { break }
            guard t.kind == .identifier || isPunctuation(t, UInt8(ascii: ".")), element.count < 64 else { return }
            element += text(t)
        }
        let next = lx.peek()
        if (isPunctuation(next, UInt8(ascii: "?")) || isPunctuation(next, UInt8(ascii: "!"))) && next.start == lx.pos { _ = lx.next() }
        let after = lx.peek()
        guard !isPunctuation(after, UInt8(ascii: "{")), isVar || !isPunctuation(after, UInt8(ascii: "=")),
              let k = scopes.indices.last, scopes[k].kind == .structure else { return }
        if types.isKey(element) {
            scopes[k].memberKeys.listLabels.insert(text(name))
        } else if let typeName = projectType(element) {
            memberType(name, typeName)
        }
    }
}
