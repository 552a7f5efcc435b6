// `let` and `var` declarations: their names' types, as written or as their values give them.

extension DeclarationReader {
    /// After `var` or `let`: `name: Type`, then `=` or `{` or neither. A variable of a key type
    /// is assigned keys; a struct's stored property (not computed, and not a `let` with a value)
    /// is a parameter of its memberwise initializer. A `var` of type `String`, written or made
    /// from a literal (`var title = ""`), is assigned no keys. `bindsOptional`: the name of an
    /// `if let`, `guard let` or `while let`, which unwraps the optional it is given (or, with
    /// neither `=` nor a type, the optional of its own name).
    mutating func variable(isVar: Bool, bindsOptional: Bool = false, isStatic: Bool = false) {
        let name = lx.peek()
        guard name.kind == .identifier else { return }
        _ = lx.next()
        let specifier = ValueTypes.specifier(ofDeclarationAt: lx)
        let isProperty = scopes.last?.isTypeBody == true
        // (A type's own property, `static let limit = 10`, is no instance's.)
        found.noteValueType(text(name), specifier, member: isProperty && !isStatic, global: (isProperty && !isStatic) || scopes.isEmpty,
                            typeMember: isProperty && isStatic)
        if recordsLocals, !isProperty, !scopes.isEmpty { local(name, specifier, bindsOptional: bindsOptional) }
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
            tupleVariable(name, isVar: isVar)
            return
        }
        namedTypeVariable(name, isVar: isVar)
    }

    /// The name of a local variable or constant (`variable`), `lx` after it: its type, or the
    /// expression that gives it, from where it can be used.
    private mutating func local(_ name: Token, _ specifier: [UInt8], bindsOptional: Bool) {
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

    /// `name: (`, `lx` at the `(`: a tuple's labels, and whether its elements are all keys
    /// (`let text: (on: LocalizedStringResource, off: LocalizedStringResource)`), a struct's
    /// stored property then taking a list of keys.
    private mutating func tupleVariable(_ name: Token, isVar: Bool) {
        var probe = lx
        _ = probe.next()
        noteTupleLabels(probe)
        _ = lx.next()
        guard tupleOfKeys(&lx) else { return }
        let after = lx.peek()
        if !isPunctuation(after, UInt8(ascii: "{")), isVar || !isPunctuation(after, UInt8(ascii: "=")),
           let k = scopes.indices.last, scopes[k].kind == .structure {
            scopes[k].memberKeys.listLabels.insert(text(name))
        }
    }

    /// `name: Type`, `lx` after the `:`: a key type, `String` or one of the project's types.
    private mutating func namedTypeVariable(_ name: Token, isVar: Bool) {
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
