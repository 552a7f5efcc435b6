// Functions', initializers' and enum cases' parameters, and the names a `case` pattern binds.

extension DeclarationReader {
    /// Skips `<...>` after a name.
    mutating func skipGenerics() {
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

    /// One parameter's tokens as `parameter(enumCase:)` reads them.
    struct Parameter {
        /// The names before the `:` (an attribute's left out).
        var names: [Token] = []
        /// The type's text up to `=`, `,` or `)` (at most 64 bytes), without spaces.
        var type: [UInt8] = []
        var sawColon = false
        /// Whether it has a default value.
        var inDefault = false
        /// Whether the type is a name, `A.B`, with `?` or `!` at most (no brackets).
        var typeIsSimple = true
        /// Where the type begins (after the `:`).
        var typeStart: Lexer? = nil
        /// An array type, `[T]`: its element type.
        var elementType: [UInt8]? = nil
        /// Whether the type is a tuple whose elements are all keys.
        var isKeyTuple = false
        /// The `,` or the closing bracket after it.
        var end = Token(kind: .punctuation, start: 0, end: 0)

        var isEmpty: Bool { names.isEmpty && type.isEmpty }
    }

    /// The types of a parameter list, `lx` after its `(`, to the matching `)`: each parameter's
    /// label (the first name of two, `_` for none; an enum case's value without a `:` has none)
    /// and type, recorded for `name`.
    mutating func parameters(of name: [UInt8], enumCase: Bool) {
        var unlabelledPlace = 0
        var signature = KeyParameters.Signature()
        // An enum case's values' types.
        var valueTypes: [[UInt8]] = []
        while let p = parameter(enumCase: enumCase) {
            // The parameter's own name (the second of two) holds a value of its type.
            if !enumCase, p.sawColon, let own = p.names.last {
                // (`[Item]` and `Set<Item>` are not simple: collections.)
                var specifier: [UInt8] = []
                if p.typeIsSimple {
                    specifier = ValueTypes.specifier(ofType: p.type)
                } else if let typeStart = p.typeStart {
                    specifier = ValueTypes.specifier(ofTypeAt: typeStart)
                }
                found.noteValueType(text(own), specifier)
                if recordsLocals { pending.append((text(own), .specifier(specifier))) }
            }
            if enumCase, !p.isEmpty {
                valueTypes.append(p.typeIsSimple ? ValueTypes.specifier(ofType: p.type) : [])
            }
            if !p.isEmpty { record(p, of: name, enumCase: enumCase, unlabelledPlace: &unlabelledPlace, in: &signature) }
            if base[p.end.start] == UInt8(ascii: ")") || base[p.end.start] == UInt8(ascii: "]") || base[p.end.start] == UInt8(ascii: "}") {
                if !signature.keys.isEmpty || !signature.strings.isEmpty { found.signatures[name, default: []].append(signature) }
                if enumCase { found.caseTypes[name, default: []].insert(valueTypes) }
                return
            }
        }
    }

    /// One parameter, `lx` at its start: the names before a `:`, then the type up to `=`, `,`
    /// or `)`; `lx` after that `,` or `)`. Nil at the end of the input.
    private mutating func parameter(enumCase: Bool) -> Parameter? {
        var p = Parameter()
        var afterAttribute = false
        var depth = 0
        while true {
            let t = lx.next()
            p.end = t
            if t.kind == .endOfInput { return nil }
            if depth == 1, p.elementType != nil, !p.inDefault {
                if t.kind == .identifier || isPunctuation(t, UInt8(ascii: ".")) {
                    if p.elementType!.count < 64 { p.elementType! += text(t) }
                } else if !isPunctuation(t, UInt8(ascii: "]")) {
                    p.elementType = nil
                }
            }
            if t.kind == .punctuation {
                let c = base[t.start]
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") || c == UInt8(ascii: "<") {
                    // (`[` as the whole type's start: maybe an array of keys.)
                    if c == UInt8(ascii: "[") && depth == 0 && p.sawColon && !p.inDefault && p.type.isEmpty {
                        p.elementType = []
                    } else if !p.inDefault {
                        p.elementType = nil
                    }
                    if c == UInt8(ascii: "(") && depth == 0 && p.sawColon && !p.inDefault && p.type.isEmpty {
                        var probe = lx
                        p.isKeyTuple = tupleOfKeys(&probe)
                    }
                    depth += 1
                    p.typeIsSimple = false
                    continue
                }
                if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}")
                    || (c == UInt8(ascii: ">") && base[t.start - 1] != UInt8(ascii: "-")) {
                    if depth == 0 { return p }
                    depth -= 1
                    continue
                }
                if depth == 0 && c == UInt8(ascii: ",") { return p }
                if depth == 0 && c == UInt8(ascii: ":") && !p.sawColon {
                    // (What an enum case's value had before its label's `:` was no type.)
                    p.sawColon = true
                    p.type = []
                    p.typeIsSimple = true
                    p.typeStart = lx
                    continue
                }
                if depth == 0 && c == UInt8(ascii: "@") && !p.sawColon {
                    afterAttribute = true  // `@ViewBuilder content: ...`: no name
                    continue
                }
                if depth == 0 && c == UInt8(ascii: "=") { p.inDefault = true }
            }
            guard depth == 0, !p.inDefault else { continue }
            if p.sawColon || enumCase {
                if !(t.kind == .identifier || isPunctuation(t, UInt8(ascii: ".")) || isPunctuation(t, UInt8(ascii: "?"))
                     || isPunctuation(t, UInt8(ascii: "!"))) {
                    p.typeIsSimple = false
                }
                if p.type.count < 64 { p.type += text(t) }
            }
            if !p.sawColon && t.kind == .identifier {
                if afterAttribute { afterAttribute = false } else { p.names.append(t) }
            }
        }
    }

    /// Records parameter `p` of `name` (a function, a type's initializer or an enum case) in
    /// `signature` and `found`: its label or place, and whether it takes a key, a `String`, a
    /// list of keys or a value of one of the project's types.
    private mutating func record(_ p: Parameter, of name: [UInt8], enumCase: Bool, unlabelledPlace: inout Int,
                                 in signature: inout KeyParameters.Signature) {
        let labelled: Bool
        var label: [UInt8] = []
        if enumCase && !p.sawColon {
            labelled = false
        } else if let first = p.names.first {
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
        let type = p.type
        // (A closure's type has a `->` outside brackets: `@escaping () -> Void`.)
        signature.omissible.append(p.inDefault || zip(type, type.dropFirst()).contains {
            $0 == UInt8(ascii: "-") && $1 == UInt8(ascii: ">")
        })
        let element = p.elementType.flatMap { type.isEmpty || type == [UInt8(ascii: "?")] ? $0 : nil }
        var taken = KeyParameters.Uses()
        if p.typeIsSimple && types.isKey(type) {
            taken = uses
        } else if p.typeIsSimple && KeyParameters.Types.isString(type) {
            if !disfavored {
                found.strings[name, default: .init()].add(uses)
                signature.strings.add(uses)
            }
        } else if labelled, (element.map(types.isKey) ?? false) || (p.isKeyTuple && type.isEmpty) {
            taken.listLabels = [label]
        } else if let typeName = projectType(p.typeIsSimple ? type : element ?? []) {
            // `_ entry: InfoEntry`, `icons: [Icon]`: the type's `.init(...)`.
            if labelled { taken.typedLabels = [label: typeName] } else { taken.typedUnlabelled = [place: typeName] }
        }
        if !taken.isEmpty {
            found.keys[name, default: .init()].add(taken)
            signature.keys.add(taken)
        }
    }

    /// After a `case` outside an enum's body (a `switch`'s, `if case`, `guard case`, `for case`):
    /// the names that its patterns of enum cases bind, each the value of the case at its place
    /// (`case .progress(let done, let total)`, `case let .failed(code, _)`, `case
    /// Status.ended(reason: let reason), .stopped(let reason)`), read to the last pattern's `)`.
    /// Nothing is read where the first pattern is of another form (`case let x as Int`, `case
    /// (let a, let b)`): its `let`s are read as declarations.
    mutating func casePattern() -> [(name: [UInt8], value: ValueTypes.LocalNames.Value)] {
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
    mutating func enumCases() {
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
}
