/// Reads a Swift file's declarations token by token for `KeyParameters`: a stack of the braces
/// open, each a type's body (with its name) or another block.
///
/// This file holds the reader's state and its loop over the tokens; its extensions, in files of
/// their own, read the names that bindings give (`+Bindings`), parameters and `case` patterns
/// (`+Parameters`), and `let` and `var` declarations (`+Variables`).
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
    var pending: [(name: [UInt8], value: ValueTypes.LocalNames.Value)] = []
    var pendingIsSignature = false
    var pendingDepth = 0
    /// Whether an `if` or a `while` is read whose block has not begun: its `let`s are its block's.
    var inCondition = false
    /// Whether a `guard` is read whose `else` has not come, and how many blocks and brackets
    /// were open at it: its `let`s are its enclosing block's, after its `else` block.
    var inGuard = false
    private var guardLevel = (scopes: 0, brackets: 0)
    /// The names of the `guard` read, whose `else` block has not begun (`elseNames`), and of
    /// those whose `else` blocks are open, with how many blocks are open in each.
    var guardNames: [(name: [UInt8], value: ValueTypes.LocalNames.Value)] = []
    private var elseNames: [(name: [UInt8], value: ValueTypes.LocalNames.Value)]? = nil
    private var elseBlocks: [(depth: Int, names: [(name: [UInt8], value: ValueTypes.LocalNames.Value)])] = []
    /// How many `(` and `[` are open in the innermost block.
    var bracketDepth = 0
    /// Where the `(` open in the file begin their contents, and the contents of the last one
    /// closed (what a closure after it may be given: `ForEach(0..<3) { i in`).
    private var groupStarts: [Int] = []
    private var lastGroup: Range<Int>? = nil

    init(lexer: Lexer, types: KeyParameters.Types) {
        lx = lexer
        self.types = types
    }

    var base: UnsafePointer<UInt8> { lx.base }

    enum TypeKind { case structure, enumeration, other }

    /// An open brace: a type's body, or another block (`name` nil).
    struct Scope {
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
        /// Whether it is a `repeat` loop's body, which a `while` and its condition follow.
        var isRepeat = false
    }

    var scopes: [Scope] = []
    /// Whether the declaration being read is marked `@_disfavoredOverload`.
    var disfavored = false
    /// Whether it is marked `static` (or `class`, as in `class var`).
    private var isStatic = false
    /// A type declared, whose body is the next `{`.
    private var pendingType: (name: [UInt8], kind: TypeKind)?
    /// Where the `}` that closed the last `repeat` loop's body is (-1 for none).
    private var repeatEnd = -1
    /// Whether the next `{` opens the body of a type, a protocol or an extension.
    private var pendingTypeBody = false

    /// How many braces deep the reader follows; a file nested deeper is left there.
    private static let deepest = 256

    func text(_ t: Token) -> [UInt8] { Array(UnsafeBufferPointer(start: base + t.start, count: t.end - t.start)) }

    func isWord(_ t: Token, _ w: StaticString) -> Bool {
        t.kind == .identifier && t.end - t.start == w.utf8CodeUnitCount && memoryEquals(base + t.start, w)
    }

    func isPunctuation(_ t: Token, _ c: UInt8) -> Bool {
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
                guard punctuation(t, after: previous) else { return }
            case .identifier:
                word(t, after: previous)
            default:
                break
            }
            previous = t
        }
    }

    /// A punctuation token: blocks and brackets opened and closed, a declaration's end. False
    /// where a block opens deeper than the reader follows (`deepest`): the rest is left.
    private mutating func punctuation(_ t: Token, after previous: Token) -> Bool {
        switch base[t.start] {
        case UInt8(ascii: "{"):
            guard scopes.count < Self.deepest else { return false }
            openBlock(t, after: previous)
        case UInt8(ascii: "}"):
            closeBlock(t)
        case UInt8(ascii: ";"):
            isStatic = false
            pendingType = nil
            pendingTypeBody = false
            if pendingIsSignature { pending = [] }
        case UInt8(ascii: "("), UInt8(ascii: "["):
            bracketDepth += 1
            if recordsLocals, base[t.start] == UInt8(ascii: "("), groupStarts.count < Self.deepest { groupStarts.append(t.end) }
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            bracketDepth = max(0, bracketDepth - 1)
            if recordsLocals, base[t.start] == UInt8(ascii: ")"), let start = groupStarts.popLast() { lastGroup = start..<t.start }
        default:
            break
        }
        return true
    }

    /// A `{`: a type's body or another block, which the names waiting for it (a function's
    /// parameters, a loop's, a condition's, a closure's) are declared in.
    private mutating func openBlock(_ t: Token, after previous: Token) {
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
        scopes[scopes.count - 1].isRepeat = isWord(previous, "repeat")
        bracketDepth = 0
    }

    /// A `}`: the names declared in the block end here; a `guard`'s, after its `else` block,
    /// begin; a struct's body gives its memberwise initializer's parameters.
    private mutating func closeBlock(_ t: Token) {
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
            if closed.isRepeat { repeatEnd = t.start }
        }
        if pendingIsSignature { pending = [] }
        if let scope = closed, let name = scope.name {
            bodies.append((scope.start..<t.end, name))
            if scope.kind == .structure, !scope.declaresInit {
                found.keys[name, default: .init()].add(scope.memberKeys)
                found.strings[name, default: .init()].add(scope.memberStrings)
            }
        }
    }

    /// An identifier: a keyword that declares something or opens a block's names, or an
    /// attribute.
    private mutating func word(_ t: Token, after previous: Token) {
        if isPunctuation(previous, UInt8(ascii: ".")) && previous.end == t.start { return }
        if isPunctuation(previous, UInt8(ascii: "@")) {
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
            functionDeclaration()
        } else if isWord(t, "init") {
            initializerDeclaration()
        } else if isWord(t, "case"), let scope = scopes.last, scope.kind == .enumeration {
            enumCases()
        } else if recordsLocals, let k = scopes.indices.last,
                  isWord(t, "case") || (isWord(t, "default") && isPunctuation(lx.peek(), UInt8(ascii: ":"))) {
            switchCase(t, after: previous, inScope: k)
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
            forLoop()
        } else if isWord(t, "if") || isWord(t, "while") && !(isPunctuation(previous, UInt8(ascii: "}")) && previous.start == repeatEnd) {
            // (The `while` after a `repeat` loop's body has a condition but no block.)
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
    }

    /// After `func`: its name, and its parameters, which its body declares.
    private mutating func functionDeclaration() {
        isStatic = false
        if pendingIsSignature { pending = [] }
        let name = lx.next()
        guard name.kind == .identifier else { return }
        skipGenerics()
        if isPunctuation(lx.peek(), UInt8(ascii: "(")) {
            _ = lx.next()
            startPending(signature: true)
            parameters(of: text(name), enumCase: false)
            returned(by: text(name))
        }
        disfavored = false
    }

    /// After `init` (or `init?`, `init!`): the parameters of the type whose body it is in.
    private mutating func initializerDeclaration() {
        isStatic = false
        if pendingIsSignature { pending = [] }
        if isPunctuation(lx.peek(), UInt8(ascii: "?")) || isPunctuation(lx.peek(), UInt8(ascii: "!")) { _ = lx.next() }
        skipGenerics()
        guard isPunctuation(lx.peek(), UInt8(ascii: "(")) else { return }
        _ = lx.next()
        if let k = scopes.indices.last, let typeName = scopes[k].name {
            scopes[k].declaresInit = true
            startPending(signature: true)
            parameters(of: typeName, enumCase: false)
        }
        disfavored = false
    }

    /// A `switch`'s `case` or `default:` in scope `k` (or a `case` pattern of a `for`, an `if`
    /// or a `guard`): the names the case before bound end here, and a `case`'s names begin.
    private mutating func switchCase(_ t: Token, after previous: Token, inScope k: Int) {
        for i in scopes[k].caseLocals { locals[i].visible = locals[i].visible.lowerBound..<max(locals[i].visible.lowerBound, t.start) }
        scopes[k].caseLocals = []
        guard isWord(t, "case") else { return }
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
    }

    /// After `for`: the names it binds, which its body declares. `for i in 0..<3`,
    /// `for i in items.indices`, `for (i, item) in items.enumerated()`: an `Int` first.
    private mutating func forLoop() {
        startPending(signature: false)
        var names = boundNames()
        guard recordsLocals else { return }
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
    func projectType(_ text: [UInt8]) -> [UInt8]? {
        var t = text[...]
        if let last = t.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { t = t.dropLast() }
        if let dot = t.lastIndex(of: UInt8(ascii: ".")) { t = t[(dot + 1)...] }
        guard let first = t.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              t.allSatisfy(ByteClass.isIdentifier), !types.isKey(text), !KeyParameters.Types.isString(text),
              !t.elementsEqual("Self".utf8) else { return nil }
        return Array(t)
    }
}
