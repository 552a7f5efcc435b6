// The names that conditions, loops, closures and tuples bind, and the values and types they
// are given.

extension DeclarationReader {
    /// After a type's `(`: whether it is a tuple of two or more elements, each of a key type
    /// (`(on: LocalizedStringKey, off: LocalizedStringKey)`), with `lx` after its `)` if so.
    func tupleOfKeys(_ lx: inout Lexer) -> Bool {
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
    mutating func boundNames() -> [(name: [UInt8], specifier: [UInt8])] {
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
    func intElements(from start: Int, count: Int) -> [UInt8]? {
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
    mutating func startPending(signature: Bool) {
        pending = []
        pendingIsSignature = signature
        pendingDepth = bracketDepth
    }

    /// Records a name of the innermost block, usable from `start` to that block's end.
    mutating func addLocal(_ name: [UInt8], _ specifier: [UInt8], from start: Int) {
        addLocal(name, .specifier(specifier), from: start)
    }

    mutating func addLocal(_ name: [UInt8], _ value: ValueTypes.LocalNames.Value, from start: Int) {
        guard let k = scopes.indices.last else { return }
        scopes[k].locals.append(locals.count)
        locals.append((name, value, start..<Int.max))
    }

    /// After a variable's `=` (`lx` there): the expression it is given, to the end of its
    /// statement (a line break where no bracket is open and no operator or `.` continues it, a
    /// `;`, a `,`, a `{`, `else`, or a closing bracket); nil where it is longer than 64 tokens.
    func valueExpression(_ lx: Lexer) -> Range<Int>? {
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
    mutating func returned(by name: [UInt8]) {
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
    mutating func noteTupleLabels(_ start: Lexer) {
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
}
