// Keys that Swift code gives through a type rather than a call's literal: values declared
// `LocalizedStringResource` or `LocalizedStringKey`, enum raw values, collections of them, and
// the labelled arguments of App Intents' types.

extension CallRecognizer {
    /// A value declared of type `LocalizedStringResource` (or App Intents' `IntentDescription`,
    /// `IntentDialog`, `TypeDisplayRepresentation`, or SwiftUI's `LocalizedStringKey`) with a
    /// literal (`static var title: LocalizedStringResource = "Open Feed"`, as App Intents declare
    /// their titles), or a computed one or a function returning one (`static var typeDisplayName:
    /// LocalizedStringResource { "Tab" }`, `var title: LocalizedStringKey { switch self { case
    /// .home: "tab.home" ... } }`): each literal the value is or returns is a key, in the default
    /// table, as Xcode extracts it. `equals` is the `=` or `{` after the type's name; `lx` is
    /// after it.
    mutating func typedDeclaration(nameStart: Int, equals: Token, labels: [StaticString], _ lx: inout Lexer) {
        let q = Self.spaceStart(base, before: nameStart)
        let isBody = base[equals.start] == UInt8(ascii: "{")
        let (typed, returnedType) = typeIntroducer(before: q)
        let returned = isBody && returnedType
        guard typed || returned, isBody || equals.end >= lx.limit || base[equals.end] != UInt8(ascii: "=") else { return }
        if isBody {
            returnedLiterals(nameStart: nameStart, &lx)
            return
        }
        let literal = lx.next()
        if isPunctuation(literal, UInt8(ascii: ".")), isWord(lx.peek(), "init") {
            // `static var typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "Engine")`
            _ = lx.next()
            let open = lx.next()
            guard isPunctuation(open, UInt8(ascii: "(")), parseKnownArguments(open: open, &lx).closed else { return }
            appendResourceArguments(labels: labels, nameStart: nameStart)
            return
        }
        if literal.kind != .string, let (literals, _) = conditionalValue(from: literal, lx) {
            // `let title: LocalizedStringKey = isOn ? "On" : "Off"`
            for literal in literals { appendTypedKey(literal, nameStart: nameStart) }
            return
        }
        guard literal.kind == .string, literal.terminated else { return }
        appendTypedKey(literal, nameStart: nameStart)
    }

    /// Whether what ends at `q` (where the spaces before a type start) is a declaration's `:`
    /// (`typed`) or a function's `->` (`returned`).
    func typeIntroducer(before q: Int) -> (typed: Bool, returned: Bool) {
        let typed = q > 0 && base[q - 1] == UInt8(ascii: ":")
        let returned = q > 1 && base[q - 2] == UInt8(ascii: "-") && base[q - 1] == UInt8(ascii: ">")
        return (typed, returned)
    }

    /// The literals of the value that starts with `first` (`lx` after it) when it is a
    /// conditional whose branches are literals or `nil` (`b ? "On" : "Off"`, chained, see
    /// `branches`) or a literal in parentheses, with the lexer after the value; nil for any other
    /// value, and for a literal alone. The value ends at a `;`, at a bracket that closes what it
    /// did not open, or, at its own level, at a token on a later line that neither it nor the
    /// token before continues (a `?` or `:`).
    private func conditionalValue(from first: Token, _ lx: Lexer) -> ([Token], Lexer)? {
        var tokens = [first]
        var after = lx
        var depth = 0
        func continues(_ t: Token) -> Bool {
            t.kind == .punctuation && (base[t.start] == UInt8(ascii: "?") || base[t.start] == UInt8(ascii: ":"))
        }
        if isClosingBracket(first) || isPunctuation(first, UInt8(ascii: ";")) { return nil }
        if isOpeningBracket(first) { depth = 1 }
        while true {
            var probe = after
            let t = probe.next()
            if t.kind == .endOfInput || tokens.count >= 256 { return nil }
            if depth == 0 {
                if isClosingBracket(t) || isPunctuation(t, UInt8(ascii: ";")) { break }
                if let last = tokens.last, !continues(last), !continues(t),
                   ByteVector.count(0x0A, in: base, from: last.end, to: t.start) > 0 {
                    break
                }
            }
            if isOpeningBracket(t) { depth += 1 } else if isClosingBracket(t) { depth -= 1 }
            tokens.append(t)
            after = probe
        }
        guard tokens.count > 1 else { return nil }
        var literals: [Token] = []
        guard branches(tokens, 0..<tokens.count, into: &literals), !literals.isEmpty else { return nil }
        return (literals, after)
    }

    /// The labels of the localizable arguments of the initializers of a type made from a literal
    /// (the name at `nameStart`), besides an unlabelled first one: `TypeDisplayRepresentation(name:
    /// numericFormat:)`, `IntentDialog(full:supporting:)`, `IntentDescription(_:categoryName:)`,
    /// and every such type's `init(stringLiteral:)`.
    func resourceLabels(nameStart: Int, nameEnd: Int) -> [StaticString] {
        func named(_ name: StaticString) -> Bool { isText(nameStart..<nameEnd, name) }
        if named("TypeDisplayRepresentation") { return ["name", "numericFormat", "stringLiteral"] }
        if named("IntentDialog") { return ["full", "supporting", "stringLiteral"] }
        if named("IntentDescription") { return ["categoryName", "stringLiteral"] }
        return ["stringLiteral"]
    }

    /// The keys of a call of such a type's initializer just parsed: an unlabelled first literal
    /// alone (with `LocalizedStringResource`'s `table:`, `defaultValue:` and `comment:`), else
    /// each argument with one of `labels` that is a literal alone.
    private mutating func appendResourceArguments(labels: [StaticString], nameStart: Int) {
        if let first = arguments.items.first, first.label == nil {
            if case .entry(let roles) = Self.roles(of: arguments, form: .localizedStringResource, base: base,
                                                   language: lexer.language, forCatalogs: forCatalogs) {
                try? appendEntry(roles, nameStart: nameStart)
            }
        } else {
            appendLabelled(labels, nameStart: nameStart)
        }
    }

    /// The literal as the key of an entry of the default table, without a comment.
    mutating func appendTypedKey(_ literal: Token, nameStart: Int) {
        arguments.start(open: literal.start)
        arguments.parts.append(literal)
        var argument = Argument(partsStart: 0)
        argument.partCount = 1
        argument.tokenCount = 1
        argument.topTokens = 1
        arguments.append(argument)
        try? appendEntry(Roles(key: 0, table: nil, value: nil, comment: nil, style: .formatSpecifierDoublingPercent),
                         nameStart: nameStart)
    }

    /// How deep `returnedLiterals` and `displayRepresentations` follow brackets; a body nested
    /// deeper is left (so that bodies nested in bodies are not each walked to the end, in
    /// quadratic time).
    static let walkedDepth = 32

    /// The keys of a computed value's or function's body, `lx` just after its `{`: each literal
    /// the body returns, that is a literal alone as the body (`{ "Tab" }`), after `return`, as a
    /// `case` of a `switch` or as the block of an `if` or `else` (Swift's `if` and `switch`
    /// expressions), in the body's own blocks (a closure's `return "x"` returns from the closure).
    mutating func returnedLiterals(nameStart: Int, initUses: KeyParameters.Uses? = nil, returnsArray: Bool = false,
                                           _ lx: inout Lexer) {
        // Per open bracket, inner last, whether it is one of the body's blocks, whose statements
        // return from the body: the body's own braces, or those of a `switch`, `if`, `else`,
        // `guard`, `do`, `catch`, loop or accessor at the same level.
        var blocks: UInt64 = 1
        var depth = 1
        // The bracket depth at which a keyword that opens a block was seen (0: none).
        var pendingBlock = 0
        // Whether the next token begins a returned value: after a block's `{`, a `return` or
        // a `case` label's `:`.
        var valueStart = true
        var inCaseLabel = false
        var afterHash = false
        var candidate: Token? = nil
        while true {
            let t = lx.next()
            if t.kind == .endOfInput { return }
            let inBlock = blocks & (1 &<< UInt64(depth - 1)) != 0
            if let c = candidate {
                candidate = nil
                // The literal is the whole value when what follows ends it: the block's `}`, a
                // `;`, the next `case`, or a statement, `#else` or `@unknown default:` on a later line.
                let ends: Bool
                if t.kind == .punctuation && base[t.start] != UInt8(ascii: "#") && base[t.start] != UInt8(ascii: "@") {
                    ends = base[t.start] == UInt8(ascii: "}") || base[t.start] == UInt8(ascii: ";")
                } else {
                    ends = (t.kind == .identifier || t.kind == .punctuation)
                        && ByteVector.count(0x0A, in: base, from: c.end, to: t.start) > 0
                }
                if ends { appendTypedKey(c, nameStart: nameStart) }
            }
            let wasValueStart = valueStart
            valueStart = false
            let hash = afterHash
            afterHash = false
            if wasValueStart, let uses = initUses {
                // A body returning a project's type: its implicit `.init(...)`, or an array
                // literal of them (whose brackets the walk then goes through as any).
                var probe = lx
                probe.pos = t.start
                if returnsArray {
                    if isPunctuation(t, UInt8(ascii: "[")) { implicitInitElements(uses, &probe, nameStart: nameStart) }
                } else if implicitInit(uses, &probe, nameStart: nameStart) {
                    lx = probe
                    continue
                }
            } else if wasValueStart, let (literals, after) = conditionalValue(from: t, lx) {
                // A conditional between literals (`b ? "On" : "Off"`), or a literal in parentheses.
                for literal in literals { appendTypedKey(literal, nameStart: nameStart) }
                lx = after
                continue
            }
            switch t.kind {
            case .punctuation:
                let b = base[t.start]
                if b == UInt8(ascii: "{") || b == UInt8(ascii: "(") || b == UInt8(ascii: "[") {
                    guard depth < Self.walkedDepth else { return }
                    let isBlock = b == UInt8(ascii: "{") && pendingBlock == depth
                    if isBlock { pendingBlock = 0 }
                    if b == UInt8(ascii: "{") { inCaseLabel = false }
                    if isBlock { blocks |= 1 &<< UInt64(depth) } else { blocks &= ~(1 &<< UInt64(depth)) }
                    depth += 1
                    valueStart = isBlock
                } else if b == UInt8(ascii: "}") || b == UInt8(ascii: ")") || b == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return }
                } else if b == UInt8(ascii: ":") && inCaseLabel && inBlock {
                    inCaseLabel = false
                    valueStart = true
                } else if b == UInt8(ascii: "#") {
                    afterHash = true
                }
            case .identifier:
                guard inBlock, !hash else { break }
                if isWord(t, "return") {
                    valueStart = true
                } else if isWord(t, "case") || isWord(t, "default") {
                    inCaseLabel = true
                } else if isWord(t, "switch") || isWord(t, "if") || isWord(t, "else") || isWord(t, "guard")
                            || isWord(t, "do") || isWord(t, "catch") || isWord(t, "for") || isWord(t, "while")
                            || isWord(t, "repeat") || isWord(t, "get") {
                    pendingBlock = depth
                }
            case .string:
                if wasValueStart && t.terminated && initUses == nil { candidate = t }
            default:
                break
            }
        }
    }

    /// App Intents' labelled resources (`RoutineTable.labelledResources`):
    /// `@Parameter(title: "Account", description: "The account to post from")`,
    /// `DisplayRepresentation(title: "\(name)", subtitle: "Account")`, `AppShortcut(intent:
    /// ..., shortTitle: "Compose a post")`, `.result(dialog: "Posted")`: an argument with one of
    /// the call's labels that is a literal alone is a key of the default table, as Xcode
    /// extracts it. `open` is the token after the name.
    mutating func labelledResources(open: Token, _ lx: inout Lexer, nameStart: Int, nameEnd: Int) {
        guard let call = RoutineTable.labelledResources.first(where: {
            $0.name.utf8CodeUnitCount == nameEnd - nameStart && memoryEquals(base + nameStart, $0.name)
        }) else { return }
        if isPunctuation(open, UInt8(ascii: "]")), call.name.description == "DisplayRepresentation" {
            collectionKeys(nameStart: nameStart, isArray: false, labels: call.labels, &lx)
            return
        }
        if let after = call.after {
            if after == UInt8(ascii: ".") {
                guard isMember(nameStart) else { return }
            } else {
                guard nameStart > 0, base[nameStart - 1] == after else { return }
            }
        }
        guard isPunctuation(open, UInt8(ascii: "(")), parseKnownArguments(open: open, &lx).closed else { return }
        appendLabelled(call.labels, nameStart: nameStart)
    }

    /// Each of `arguments` with one of `labels` that is a literal alone, as a key.
    mutating func appendLabelled(_ labels: [StaticString], nameStart: Int) {
        let items = arguments.items
        for (index, a) in items.enumerated() where a.isSingleText && a.topTokens == 1 {
            guard labels.contains(where: { Self.hasLabel(a, $0, base) }) else { continue }
            try? appendEntry(Roles(key: index, table: nil, value: nil, comment: nil, style: .formatSpecifierDoublingPercent),
                             nameStart: nameStart)
        }
    }

    /// Whether the type at `typeStart` is an enum's raw type: `enum Mode: LocalizedStringKey`.
    func isEnumRawType(_ typeStart: Int) -> Bool {
        let q = Self.spaceStart(base, before: typeStart)
        guard q > 0, base[q - 1] == UInt8(ascii: ":") else { return false }
        let end = Self.spaceStart(base, before: q - 1)
        var start = end
        while start > 0, ByteClass.isIdentifier(base[start - 1]) { start -= 1 }
        guard start < end else { return false }
        let keywordEnd = Self.spaceStart(base, before: start)
        guard keywordEnd < start, keywordEnd >= 4, memoryEquals(base + keywordEnd - 4, "enum") else { return false }
        return keywordEnd == 4 || !ByteClass.isIdentifier(base[keywordEnd - 5])
    }

    /// The raw values of an enum whose raw type is a key type, `lx` after the type's name: each
    /// case's literal (`case timer = "Timer"`) or, without one, its name (`case managedOnly` is
    /// `"managedOnly"`), as the compiler gives a case of a string-literal raw type, and Xcode
    /// extracts them. `open` is the token after the type's name, `lx` after it.
    mutating func enumRawValues(nameStart: Int, open: Token, _ lx: inout Lexer) {
        // The rest of the declaration (`, CaseIterable`), up to the body's `{`.
        var skipped = 0
        var t = open
        while true {
            if skipped > 0 { t = lx.next() }
            if t.kind == .endOfInput || skipped > 64 { return }
            if isPunctuation(t, UInt8(ascii: "{")) { break }
            if isPunctuation(t, UInt8(ascii: "(")) || isPunctuation(t, UInt8(ascii: "}")) || isPunctuation(t, UInt8(ascii: "=")) {
                return
            }
            skipped += 1
        }
        var depth = 1
        while true {
            let t = lx.next()
            if t.kind == .endOfInput { return }
            if t.kind == .punctuation {
                guard let nested = nesting(after: t, depth) else { return }
                depth = nested
                continue
            }
            guard depth == 1, isWord(t, "case") else { continue }
            // `case a = "A", b, c = "C"`
            while true {
                var name = lx.next()
                if isPunctuation(name, UInt8(ascii: "`")) {
                    // `` case `default` ``
                    name = lx.next()
                    guard name.kind == .identifier, isPunctuation(lx.peek(), UInt8(ascii: "`")) else { break }
                    _ = lx.next()
                }
                guard name.kind == .identifier else { break }
                if isPunctuation(lx.peek(), UInt8(ascii: "=")) {
                    _ = lx.next()
                    let value = lx.next()
                    if value.kind == .string, value.terminated { appendTypedKey(value, nameStart: nameStart) }
                } else if !isPunctuation(lx.peek(), UInt8(ascii: "(")) {
                    appendNameKey(name, nameStart: nameStart)
                }
                guard isPunctuation(lx.peek(), UInt8(ascii: ",")) else { break }
                _ = lx.next()
            }
        }
    }

    /// A case's name as the key of an entry of the default table, without a comment.
    private mutating func appendNameKey(_ name: Token, nameStart: Int) {
        guard !routines.skipTables.contains(Self.defaultTableName.description) else { return }
        let key = texts.number(UnsafeBufferPointer(start: base + name.start, count: name.end - name.start))
        if defaultTable == PackedEntry.none {
            defaultTable = Self.defaultTableName.withUTF8Buffer { texts.number($0) }
        }
        let (line, column) = entryLocation(nameStart)
        append(PackedEntry(key: key, value: PackedEntry.none, comment: PackedEntry.none, table: defaultTable, file: fileNumber,
                           line: UInt32(clamping: line), column: UInt32(clamping: column)))
    }

    /// The literals of a collection declared of a key type: an `AppEnum`'s `static var
    /// caseDisplayRepresentations: [Tab: DisplayRepresentation] = [.home: "Home", .feed:
    /// .init(title: "Feed", subtitle: "Posts")]` (or a computed one, `{ [ ... ] }`), where each
    /// value that is a literal alone, and the `labels` of each `.init(...)`, are keys, as Xcode
    /// extracts them; so are the values of a `[String: LocalizedStringResource]` and the elements
    /// of a `[LocalizedStringResource]` (`isArray`; declared `name: [T]`) that are literals alone.
    /// `lx` is after the type's `]`.
    mutating func collectionKeys(nameStart: Int, isArray: Bool, labels: [StaticString],
                                         initUses: KeyParameters.Uses? = nil, _ lx: inout Lexer) {
        let q = Self.spaceStart(base, before: nameStart)
        guard q > 0, base[q - 1] == (isArray ? UInt8(ascii: "[") : UInt8(ascii: ":")) else { return }
        if isArray {
            let r = Self.spaceStart(base, before: q - 1)
            guard r > 0, base[r - 1] == UInt8(ascii: ":") else { return }
        }
        let equals = lx.next()
        guard isPunctuation(equals, UInt8(ascii: "=")) || isPunctuation(equals, UInt8(ascii: "{")) else { return }
        var open = lx.next()
        if isWord(open, "return") { open = lx.next() }
        guard isPunctuation(open, UInt8(ascii: "[")) else { return }
        var depth = 1
        // Whether the next token begins an element of the array.
        var elementStart = isArray
        while true {
            let t = lx.next()
            if t.kind == .endOfInput { return }
            if elementStart, let uses = initUses {
                // `[Row] = [.init(title: "x"), ...]`: each element's implicit `.init(...)`.
                var probe = lx
                probe.pos = t.start
                if implicitInit(uses, &probe, nameStart: nameStart) {
                    lx = probe
                    elementStart = false
                    continue
                }
            } else if elementStart, t.kind == .string, t.terminated {
                let after = lx.peek()
                if isPunctuation(after, UInt8(ascii: ",")) || isPunctuation(after, UInt8(ascii: "]")) {
                    appendTypedKey(t, nameStart: nameStart)
                }
            }
            elementStart = false
            guard t.kind == .punctuation else { continue }
            guard let nested = nesting(after: t, depth) else { return }
            depth = nested
            let b = base[t.start]
            if b == UInt8(ascii: ",") && depth == 1 {
                elementStart = isArray
            } else if b == UInt8(ascii: ":") && depth == 1 && !isArray {
                // A value: a literal alone, or `.init(title: ...)`.
                var probe = lx
                let value = probe.next()
                if value.kind == .string, value.terminated {
                    let after = probe.next()
                    if isPunctuation(after, UInt8(ascii: ",")) || isPunctuation(after, UInt8(ascii: "]")) {
                        appendTypedKey(value, nameStart: nameStart)
                    }
                } else if isPunctuation(value, UInt8(ascii: ".")), !labels.isEmpty {
                    let name = probe.next()
                    let call = probe.next()
                    if isWord(name, "init"), isPunctuation(call, UInt8(ascii: "(")), parseKnownArguments(open: call, &probe).closed {
                        appendLabelled(labels, nameStart: nameStart)
                    }
                }
            }
        }
    }
}
