// For a catalog: keys passed to the project's own functions and initializers whose parameters
// take a `LocalizedStringKey` or `LocalizedStringResource` (see `KeyParameters`).

extension CallRecognizer {
    /// For a catalog, a name the project declares with key parameters (`KeyParameters`): each
    /// argument of a call that a key parameter takes (by its label, or its place among the
    /// unlabelled ones) and that is a literal alone, or a conditional between two, is a key
    /// (`ActionView(text: "Create", ...)`, `.invalid(description: "Too long")`); so is a literal
    /// alone assigned to a variable of a key type (`error = "Failed"`). Not the declaration itself
    /// (`var error = "x"` declares a `String`). `open` is the token after the name.
    mutating func declaredKeys(open: Token, _ lx: inout Lexer, nameStart: Int, nameEnd: Int) {
        let uses: KeyParameters.Uses?
        if isText(nameStart..<nameEnd, "Self") {
            // `static func upvote() -> Self { .init(label: "Upvote") }` in `extension Appearance`
            uses = selfType(at: nameStart).flatMap { routines.keyParameters?.uses(ofType: $0) }
        } else {
            uses = routines.keyParameters?.uses(of: base + nameStart, count: nameEnd - nameStart)
        }
        guard let uses else { return }
        declaredKeys(uses, open: open, &lx, nameStart: nameStart)
    }

    /// The name of the type whose body (or extension's body) holds the offset `p`: what `Self`
    /// names there.
    private mutating func selfType(at p: Int) -> [UInt8]? {
        if typeBodies == nil { typeBodies = KeyParameters.typeBodies(in: base, count: lexer.count) }
        return typeBodies!.name(at: p)
    }

    /// `declaredKeys` with the name's `uses`.
    mutating func declaredKeys(_ uses: KeyParameters.Uses, open: Token, _ lx: inout Lexer, nameStart: Int) {
        let q = Self.spaceStart(base, before: nameStart)
        if q >= 3, !(q > 3 && ByteClass.isIdentifier(base[q - 4])),
           memoryEquals(base + q - 3, "var") || memoryEquals(base + q - 3, "let") {
            return
        }
        // Where the type is this one, an implicit `.init(...)` is its initializer: `let row: Row =
        // .init(title: "x")`, `var rows: [Row] = [.init(title: "x")]`, `var row: Row { .init(title:
        // "x") }` or `-> Row { return .init(...) }`.
        let (colon, returned) = typeIntroducer(before: q)
        // (Not a `case` label's `:` on the line before: `case 1:` then `row = .init(...)`.)
        let typed = colon && ByteVector.count(0x0A, in: base, from: q, to: nameStart) == 0
        if typed && isPunctuation(open, UInt8(ascii: "=")) && implicitInit(uses, &lx, nameStart: nameStart) { return }
        if (typed || returned) && isPunctuation(open, UInt8(ascii: "{")) {
            returnedLiterals(nameStart: nameStart, initUses: uses, &lx)
            return
        }
        if isPunctuation(open, UInt8(ascii: "]")), q > 0, base[q - 1] == UInt8(ascii: "[") {
            let (arrayTyped, arrayReturned) = typeIntroducer(before: Self.spaceStart(base, before: q - 1))
            if (arrayTyped || arrayReturned) && isPunctuation(lx.peek(), UInt8(ascii: "{")) {
                // `var groups: [Group] { switch ... { case .a: return [.init(title: "x")] } }`
                _ = lx.next()
                returnedLiterals(nameStart: nameStart, initUses: uses, returnsArray: true, &lx)
            } else if arrayTyped {
                collectionKeys(nameStart: nameStart, isArray: true, labels: [], initUses: uses, &lx)
            }
            return
        }
        if isPunctuation(open, UInt8(ascii: "=")) {
            guard open.end < lx.limit, base[open.end] != UInt8(ascii: "=") else { return }
            if let type = uses.assignedType, let typeUses = routines.keyParameters?.uses(ofType: type),
               implicitInit(typeUses, &lx, nameStart: nameStart) {
                return  // `base = .init("Ban", icon: "x")` for `let base: Appearance`
            }
            guard uses.assigned else { return }
            let literal = lx.next()
            guard literal.kind == .string, literal.terminated else { return }
            let after = lx.peek()
            let alone: Bool
            if after.kind == .endOfInput {
                alone = true
            } else if after.kind == .punctuation {
                let c = base[after.start]
                alone = c == UInt8(ascii: ";") || c == UInt8(ascii: "}") || c == UInt8(ascii: ")")
                    || (lx.hasLineBreak(from: literal.end, to: after.start) && c != UInt8(ascii: ".") && c != UInt8(ascii: "+")
                        && c != UInt8(ascii: "?") && c != UInt8(ascii: ":"))
            } else {
                alone = lx.hasLineBreak(from: literal.end, to: after.start)
            }
            if alone { appendTypedKey(literal, nameStart: nameStart) }
            return
        }
        guard isPunctuation(open, UInt8(ascii: "(")),
              !uses.labels.isEmpty || !uses.unlabelled.isEmpty || !uses.listLabels.isEmpty || !uses.typedLabels.isEmpty
                || !uses.typedUnlabelled.isEmpty || !uses.signatures.isEmpty,
              parseKnownArguments(open: open, &lx).closed else { return }
        appendDeclaredArguments(uses, nameStart: nameStart)
    }

    /// After `=` or at a returned value, `lx` before the value: whether it is an implicit
    /// `.init(...)`, whose arguments are then read with the type's `uses` (and `lx` left after it).
    mutating func implicitInit(_ uses: KeyParameters.Uses, _ lx: inout Lexer, nameStart: Int) -> Bool {
        var probe = lx
        guard isPunctuation(probe.next(), UInt8(ascii: ".")), isWord(probe.next(), "init") else { return false }
        let open = probe.next()
        guard isPunctuation(open, UInt8(ascii: "(")), parseKnownArguments(open: open, &probe).closed else { return false }
        lx = probe
        appendDeclaredArguments(uses, nameStart: nameStart)
        return true
    }

    /// The keys of the call just parsed into `arguments`, a call of a name whose declarations
    /// take keys as `uses` says.
    private mutating func appendDeclaredArguments(_ uses: KeyParameters.Uses, nameStart: Int) {
        var uses = uses
        if !uses.signatures.isEmpty {
            uses = uses.resolved(for: arguments.items.map { a in
                a.label.map { Array(UnsafeBufferPointer(start: base + $0.lowerBound, count: $0.count)) }
            })
        }
        var place = 0
        var lists: [Argument] = []
        // Arguments for parameters of the project's types, with what those types take.
        var typed: [(Argument, KeyParameters.Uses)] = []
        for index in arguments.items.indices {
            let a = arguments.items[index]
            let isKey: Bool
            let type: [UInt8]?
            if let label = a.label {
                let name = Array(UnsafeBufferPointer(start: base + label.lowerBound, count: label.count))
                isKey = uses.labels.contains(name)
                if uses.listLabels.contains(name) { lists.append(a) }
                type = uses.typedLabels[name]
            } else {
                isKey = uses.unlabelled.contains(place)
                type = uses.typedUnlabelled[place]
                place += 1
            }
            if let type, let typeUses = routines.keyParameters?.uses(ofType: type) { typed.append((a, typeUses)) }
            guard isKey else { continue }
            let roles = Roles(key: index, table: nil, value: nil, comment: nil, style: .formatSpecifierDoublingPercent)
            // (Not a tuple, `(on: "Unmute", off: "Mute")`, whose literals would make one text.)
            if a.isSingleText && a.topTokens == 1 && a.partCount == 1 {
                try? appendEntry(roles, nameStart: nameStart)
            } else if a.isConditional {
                try? appendAlternatives(roles, nameStart: nameStart)
            }
        }
        for a in lists { appendListLiterals(a, nameStart: nameStart) }
        for (a, typeUses) in typed { implicitInits(in: a, typeUses, nameStart: nameStart) }
    }

    /// How deep `implicitInits` follows `.init(...)` arguments into the types they make.
    private static let deepestInit = 8

    /// The argument `a`, given for a parameter of one of the project's types, whose
    /// declarations take keys as `uses` says: its implicit `.init(...)`
    /// (`entry(.init("Created", value: date))`), or those that begin the elements of an array
    /// literal (`[.init(id: 1, name: "Pink"), ...]` for `[Icon]`).
    private mutating func implicitInits(in a: Argument, _ uses: KeyParameters.Uses, nameStart: Int) {
        guard a.start >= 0, a.end > a.start, initDepth < Self.deepestInit else { return }
        initDepth += 1
        defer { initDepth -= 1 }
        var lx = lexer
        lx.pos = a.start
        lx.limit = a.end
        if isPunctuation(lx.peek(), UInt8(ascii: "[")) {
            implicitInitElements(uses, &lx, nameStart: nameStart)
        } else {
            _ = implicitInit(uses, &lx, nameStart: nameStart)
        }
    }

    /// At an array literal's `[`: the implicit `.init(...)` of each element (with a trailing
    /// closure or not: `.init(title: "Pin") { pin() }`), while they are such, read with the
    /// type's `uses`.
    mutating func implicitInitElements(_ uses: KeyParameters.Uses, _ lx: inout Lexer, nameStart: Int) {
        guard isPunctuation(lx.next(), UInt8(ascii: "[")) else { return }
        while implicitInit(uses, &lx, nameStart: nameStart) {
            var after = lx.next()
            if isPunctuation(after, UInt8(ascii: "{")) {
                let (end, closed) = lx.balancedEnd(after.end, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
                guard closed else { return }
                lx.pos = end
                after = lx.next()
            }
            guard isPunctuation(after, UInt8(ascii: ",")) else { return }
        }
    }

    /// The literals alone among the elements of an array literal given as the argument `a`
    /// (`messages: ["First", "Second"]` for a `[LocalizedStringKey]` parameter), or of a tuple
    /// (`text: (on: "Mute", off: "Unmute")` for a tuple of keys), as keys.
    private mutating func appendListLiterals(_ a: Argument, nameStart: Int) {
        guard a.start >= 0, a.end > a.start else { return }
        var lx = lexer
        lx.pos = a.start
        lx.limit = a.end
        let open = lx.next()
        let isTuple = isPunctuation(open, UInt8(ascii: "("))
        guard isTuple || isPunctuation(open, UInt8(ascii: "[")) else { return }
        let close = isTuple ? UInt8(ascii: ")") : UInt8(ascii: "]")
        var literals: [Token] = []
        while true {
            if isTuple {
                // (A tuple element's label, `on:`.)
                var probe = lx
                if probe.next().kind == .identifier, isPunctuation(probe.next(), UInt8(ascii: ":")) { lx = probe }
            }
            let element = lx.next()
            if isPunctuation(element, close) { break }  // (`[]`, or after a trailing comma)
            let after = lx.next()
            if element.kind == .string, element.terminated,
               isPunctuation(after, UInt8(ascii: ",")) || isPunctuation(after, close) {
                literals.append(element)
            }
            // Another element (`LocalizedStringKey(message)`, a call): the list is left there.
            guard isPunctuation(after, UInt8(ascii: ",")) else { break }
        }
        for literal in literals { appendTypedKey(literal, nameStart: nameStart) }
    }
}
