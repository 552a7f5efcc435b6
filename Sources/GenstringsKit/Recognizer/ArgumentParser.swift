/// Reads a call's arguments, from just after its `(` up to the matching `)`, into an
/// `ArgumentList`: the usual argument (a literal, `nil`, in C `CFSTR("...")`) straight from
/// the bytes (`simpleArgument`), any other token by token (`argument`).
enum ArgumentParser {
    /// `lx` just after `(`: the arguments up to the matching `)` into `list`; whether the call
    /// was closed.
    static func parse(_ lx: inout Lexer, base: UnsafePointer<UInt8>, language: SourceLanguage,
                      into list: inout ArgumentList) -> Bool {
        while true {
            var end = simpleArgument(&lx, base: base, language: language, into: &list)
            if end == nil {
                list.onlyLiterals = false
                end = argument(&lx, base: base, language: language, into: &list)
            }
            switch end! {
            case .comma: continue
            case .close: return true
            case .unclosed: return false
            }
        }
    }

    /// What ended an argument.
    private enum ArgumentEnd {
        case comma
        case close
        case unclosed
    }

    /// `lx` at the start of an argument: the argument, token by token, up to the `,` or `)`
    /// that ends it (which is consumed).
    ///
    /// Parentheses that open the argument are transparent: the literals directly inside them
    /// count as top-level ones (`(("key"))` is `key`, as in a real project's genstrings table),
    /// while literals inside any other brackets (a call's arguments) do not.
    private static func argument(_ lx: inout Lexer, base: UnsafePointer<UInt8>, language: SourceLanguage,
                                 into list: inout ArgumentList) -> ArgumentEnd {
        let swift = language == .swift
        var current = Argument(partsStart: list.parts.count)
        var depth = 0
        // The argument's opening parentheses still open (never more than `depth`), and
        // whether no other token has come yet.
        var leading = 0
        var opening = true
        // The offset of the last `:` seen (a label's excepted), -1 for none.
        var lastColon = -1
        // Whether a `?` came at the top level, and whether the token before was a `?` (for
        // Objective-C's `?:`).
        var sawQuestion = false
        var afterQuestion = false
        while true {
            let t = lx.next()
            if t.kind == .string, !t.terminated, list.firstUnterminatedLiteral == nil { list.firstUnterminatedLiteral = t.start }
            let depthBefore = depth
            let followsQuestion = afterQuestion
            afterQuestion = t.kind == .punctuation && base[t.start] == UInt8(ascii: "?")
            if afterQuestion && depth == leading { sawQuestion = true }
            let wasOpening = opening
            if t.kind != .punctuation || base[t.start] != UInt8(ascii: "(") { opening = false }
            switch t.kind {
            case .endOfInput:
                list.reachedEnd = true
                return .unclosed
            case .punctuation:
                let c = base[t.start]
                if depth == 0 {
                    if c == UInt8(ascii: ")") {
                        current.end = t.start
                        if !current.isEmpty || !list.items.isEmpty || current.label != nil { list.append(current) }
                        return .close
                    }
                    if c == UInt8(ascii: ",") {
                        current.end = t.start
                        list.append(current)
                        return .comma
                    }
                }
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                    if wasOpening && c == UInt8(ascii: "(") {
                        leading += 1
                        depth += 1
                        list.openBracket(at: t.start)
                    } else if let group = list.groups[t.start], group.end <= lx.limit {
                        // Walked before by an enclosing call's parse: a closed group.
                        lx.pos = group.end
                        if group.hasColon {
                            current.hasColon = true
                            lastColon = t.start
                        }
                    } else {
                        depth += 1
                        list.openBracket(at: t.start)
                    }
                } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                    depth -= 1
                    if depth < 0 { return .unclosed }
                    leading = min(leading, depth)
                    list.closeBracket(end: t.end, lastColon: lastColon)
                } else if c == UInt8(ascii: ":") {
                    current.hasColon = true
                    lastColon = t.start
                    if depth == leading && sawQuestion && !followsQuestion { current.isConditional = true }
                } else if c == UInt8(ascii: "="), depth == 0 {
                    current.hasAssignment = true
                }
            case .string where depth == leading:
                // Every literal at the top level is part of the text; other tokens only count
                // (see `Argument.isLiteral`).
                list.parts.append(t)
                current.partCount += 1
            case .identifier where depth == 0:
                if swift, current.isEmpty, current.label == nil {
                    let colon = lx.peek()
                    if colon.kind == .punctuation, base[colon.start] == UInt8(ascii: ":") {
                        _ = lx.next()
                        current.label = t.start..<t.end
                        opening = true  // `comment: ("c")`: the label is not part of the text
                        continue
                    }
                }
                if current.isEmpty, isNullName(t, base: base) {
                    current.isNull = true
                } else if language == .cFamily, t.end - t.start == 5, memoryEquals(base + t.start, "CFSTR"),
                          let literals = cfstrLiterals(&lx, base: base) {
                    list.parts.append(contentsOf: literals)
                    current.partCount += literals.count
                }
            case .identifier where depth == leading && wasOpening:
                // Parentheses that open an argument are transparent for a null too: `(nil)`.
                if isNullName(t, base: base) { current.isNull = true }
            default:
                break
            }
            if current.tokenCount == 0 { current.start = t.start }
            current.tokenCount += 1
            if depthBefore == 0 { current.topTokens += 1 }
        }
    }

    /// `argument` for the usual argument — a string literal (in Swift possibly labelled; in C
    /// possibly `CFSTR("...")`) or `nil`/`NULL`, with only white space around and a `,` or `)`
    /// after it — read straight from the bytes, without the general tokenizer. Nil (with
    /// nothing consumed) for any other argument. For the arguments it takes it gives exactly
    /// what `argument` would, at a fraction of the cost.
    private static func simpleArgument(_ lx: inout Lexer, base: UnsafePointer<UInt8>, language: SourceLanguage,
                                       into list: inout ArgumentList) -> ArgumentEnd? {
        let limit = lx.limit
        var p = lx.pos
        func skipSpace() { while p < limit, ByteClass.isSpace(base[p]) { p += 1 } }
        var argument = Argument(partsStart: list.parts.count)
        skipSpace()
        guard p < limit else { return nil }
        if base[p] == UInt8(ascii: ")") {
            // No argument: `()`, or after a trailing comma.
            if !list.items.isEmpty { list.append(argument) }
            lx.pos = p + 1
            return .close
        }
        if language == .swift, ByteClass.isIdentifierStart(base[p]) {
            // A label: the name, white space, `:` (a comment in between is left to `argument`).
            let end = lx.skipIdentifier(p)
            var q = end
            while q < limit, ByteClass.isSpace(base[q]) { q += 1 }
            guard q < limit, base[q] != UInt8(ascii: "/") else { return nil }
            if base[q] == UInt8(ascii: ":") {
                argument.label = p..<end
                p = q + 1
                skipSpace()
                guard p < limit else { return nil }
            }
        }
        guard let literal = simpleLiteral(lx, at: &p, base: base, language: language) else { return nil }
        if let literal {
            list.parts.append(literal)
            argument.partCount = 1
            if !literal.terminated || literal.hasInterpolation { list.onlyLiterals = false }
            if !literal.terminated, list.firstUnterminatedLiteral == nil { list.firstUnterminatedLiteral = literal.start }
        } else {
            argument.isNull = true
        }
        argument.tokenCount = 1
        argument.topTokens = 1
        skipSpace()
        guard p < limit, base[p] == UInt8(ascii: ",") || base[p] == UInt8(ascii: ")") else {
            if argument.partCount > 0 { list.parts.removeLast() }
            return nil
        }
        list.append(argument)
        lx.pos = p + 1
        return base[p] == UInt8(ascii: ",") ? .comma : .close
    }

    /// At `p`: a literal (`"..."`, `@"..."`, Swift `#"..."#`, C `CFSTR("...")`) as `.some(token)`,
    /// or `nil`/`NULL` as `.some(nil)`, moving `p` past it; nil for anything else.
    private static func simpleLiteral(_ lx: Lexer, at p: inout Int, base: UnsafePointer<UInt8>,
                                      language: SourceLanguage) -> Token?? {
        let limit = lx.limit
        let c = base[p]
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "#") || c == UInt8(ascii: "@") {
            guard let literal = lx.stringLiteral(at: p) else { return nil }
            p = literal.end
            return .some(literal)
        }
        guard ByteClass.isIdentifierStart(c) else { return nil }
        let end = lx.skipIdentifier(p)
        // In C an identifier right before a quote may be a literal's prefix (`L"..."`).
        guard !(language == .cFamily && end < limit && base[end] == UInt8(ascii: "\"")) else { return nil }
        if isNullName(Token(kind: .identifier, start: p, end: end), base: base) {
            p = end
            return .some(nil)
        }
        guard language == .cFamily, end - p == 5, memoryEquals(base + p, "CFSTR") else { return nil }
        var q = end
        while q < limit, ByteClass.isSpace(base[q]) { q += 1 }
        guard q < limit, base[q] == UInt8(ascii: "(") else { return nil }
        q += 1
        while q < limit, ByteClass.isSpace(base[q]) { q += 1 }
        guard q < limit, base[q] == UInt8(ascii: "\"") || base[q] == UInt8(ascii: "@"),
              let literal = lx.stringLiteral(at: q) else { return nil }
        q = literal.end
        while q < limit, ByteClass.isSpace(base[q]) { q += 1 }
        guard q < limit, base[q] == UInt8(ascii: ")") else { return nil }
        p = q + 1
        return .some(literal)
    }

    private static func isNullName(_ t: Token, base: UnsafePointer<UInt8>) -> Bool {
        PlainCall.isNullName(base + t.start, t.end - t.start)
    }

    /// After `CFSTR`: the literals of `("...")` (adjacent ones join, `CFSTR("a" "b")`), consuming
    /// them; nil (consuming nothing) otherwise.
    private static func cfstrLiterals(_ lx: inout Lexer, base: UnsafePointer<UInt8>) -> [Token]? {
        var probe = lx
        let open = probe.next()
        guard open.kind == .punctuation, base[open.start] == UInt8(ascii: "(") else { return nil }
        var literals: [Token] = []
        while true {
            let t = probe.next()
            if t.kind == .string {
                literals.append(t)
                continue
            }
            guard !literals.isEmpty, t.kind == .punctuation, base[t.start] == UInt8(ascii: ")") else { return nil }
            lx = probe
            return literals
        }
    }
}
