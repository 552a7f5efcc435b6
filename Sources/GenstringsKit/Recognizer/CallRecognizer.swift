/// Finds the calls of the routine families in one source buffer and turns them into
/// `LocalizedEntry` values and diagnostics.
///
/// The scan is textual, as genstrings' is: calls inside `//` and `/* */` comments and inside
/// `#define` bodies are found; string literals are skipped, except for the expressions inside
/// Swift interpolations, which are scanned like code.
struct CallRecognizer {
    let file: String
    let lexer: Lexer
    let routines: RoutineTable
    private(set) var entries: [LocalizedEntry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var lines: LineCounter
    /// Scan loop byte classes: 0 ordinary, otherwise one of the constants below.
    private let classes: [UInt8]

    private static let routineStart: UInt8 = 1
    private static let quote: UInt8 = 2
    private static let apostrophe: UInt8 = 3
    private static let slash: UInt8 = 4

    init(file: String, base: UnsafePointer<UInt8>, count: Int, language: SourceLanguage, routines: RoutineTable) {
        self.file = file
        self.lexer = Lexer(base: base, count: count, language: language)
        self.routines = routines
        self.lines = LineCounter(base: base, count: count)
        var classes = [UInt8](repeating: 0, count: 256)
        for b in 0..<256 where routines.isFirstByte[b] { classes[b] = Self.routineStart }
        classes[Int(UInt8(ascii: "\""))] = Self.quote
        classes[Int(UInt8(ascii: "/"))] = Self.slash
        switch language {
        case .swift: classes[Int(UInt8(ascii: "#"))] = Self.quote
        case .cFamily:
            classes[Int(UInt8(ascii: "@"))] = Self.quote
            classes[Int(UInt8(ascii: "'"))] = Self.apostrophe
        case .java: classes[Int(UInt8(ascii: "'"))] = Self.apostrophe
        }
        self.classes = classes
    }

    private var base: UnsafePointer<UInt8> { lexer.base }

    /// Scans the whole buffer.
    mutating func scan() {
        scan(from: 0, to: lexer.limit, inComment: false, depth: 0)
    }

    // MARK: - The scan loop

    private mutating func scan(from start: Int, to limit: Int, inComment: Bool, depth: Int) {
        var p = start
        var lx = lexer
        lx.limit = limit
        while p < limit {
            let kind = classes[Int(base[p])]
            if kind == 0 {
                p += 1
                continue
            }
            switch kind {
            case Self.routineStart:
                if p > 0 && ByteClass.identifier[Int(base[p - 1])] {
                    p += 1
                    continue
                }
                let end = lx.skipIdentifier(p)
                if let routine = routines.match(base + p, count: end - p) {
                    recognizeCall(routine, nameStart: p, nameEnd: end, limit: limit, inComment: inComment)
                }
                p = end
            case Self.quote:
                guard let string = lx.stringLiteral(at: p, depth: 0) else {
                    p += 1
                    continue
                }
                if !string.terminated && !inComment {
                    report(.warning("unterminated string literal", kind: .general), at: string.start)
                }
                if string.hasInterpolation && depth < Lexer.maxInterpolationDepth {
                    for range in lx.interpolations(of: string) {
                        scan(from: range.lowerBound, to: range.upperBound, inComment: inComment, depth: depth + 1)
                    }
                }
                p = max(string.end, p + 1)
            case Self.apostrophe:
                p = lx.characterLiteralEnd(p) ?? p + 1
            default:  // slash
                guard !inComment, p + 1 < limit else {
                    p += 1
                    continue
                }
                let next = base[p + 1]
                if next == UInt8(ascii: "/") {
                    let end = lx.lineCommentEnd(p)
                    scan(from: p + 2, to: end, inComment: true, depth: depth)
                    p = end
                } else if next == UInt8(ascii: "*") {
                    let (end, terminated) = lx.blockCommentEnd(p)
                    scan(from: p + 2, to: terminated ? end - 2 : end, inComment: true, depth: depth)
                    if !terminated { report(.warning("unterminated comment", kind: .general), at: p) }
                    p = end
                } else {
                    p += 1
                }
            }
        }
    }

    // MARK: - Calls

    private mutating func recognizeCall(_ routine: RoutineTable.Routine, nameStart: Int, nameEnd: Int, limit: Int, inComment: Bool) {
        var lx = lexer
        lx.pos = nameEnd
        lx.limit = limit
        let open = lx.next()
        guard open.kind == .punctuation, base[open.start] == UInt8(ascii: "(") else { return }
        let (arguments, closed) = parseArguments(&lx)
        let outcome: CallOutcome
        if !closed {
            outcome = inComment ? .ignored : .bad("Call is not closed before the end of the file.")
        } else {
            outcome = mapArguments(arguments, form: routine.form)
        }
        switch outcome {
        case .ignored:
            return
        case .bad(let message):
            if isDeclaration(nameStart: nameStart) { return }
            let (line, column) = lines.location(of: nameStart)
            diagnostics.append(Diagnostic(inComment ? .warning : .error, .badEntry, file: file, line: line,
                                          column: column, message: message))
        case .entry(var entry):
            let (line, column) = lines.location(of: nameStart)
            entry.file = file
            entry.line = line
            entry.column = column
            entries.append(entry)
        }
    }

    private enum CallOutcome {
        case entry(LocalizedEntry)
        case bad(String)
        case ignored
    }

    /// `lx` just after `(`: the arguments up to the matching `)`.
    private func parseArguments(_ lx: inout Lexer) -> ([Argument], closed: Bool) {
        let swift = lexer.language == .swift
        var arguments: [Argument] = []
        var current = Argument(start: lx.pos)
        var depth = 0
        while true {
            let t = lx.next()
            switch t.kind {
            case .endOfInput:
                return (arguments, false)
            case .punctuation:
                let c = base[t.start]
                if depth == 0 {
                    if c == UInt8(ascii: ")") {
                        if !current.isEmpty || !arguments.isEmpty || current.label != nil { arguments.append(current) }
                        return (arguments, true)
                    }
                    if c == UInt8(ascii: ",") {
                        arguments.append(current)
                        current = Argument(start: lx.pos)
                        continue
                    }
                    if c == UInt8(ascii: "+"), swift, !current.parts.isEmpty, !current.isOther, !current.pendingPlus {
                        current.pendingPlus = true
                        current.tokenCount += 1
                        continue
                    }
                }
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                    depth += 1
                } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                    depth -= 1
                    if depth < 0 { return (arguments, false) }
                }
                current.isOther = true
            case .string where depth == 0:
                let joins = current.parts.isEmpty ? current.isEmpty : (swift ? current.pendingPlus : true)
                if joins && !current.isOther && !current.isNull {
                    current.parts.append(t)
                    current.pendingPlus = false
                } else {
                    current.isOther = true
                }
            case .identifier where depth == 0:
                if swift, current.isEmpty, current.label == nil {
                    let colon = lx.peek()
                    if colon.kind == .punctuation, base[colon.start] == UInt8(ascii: ":") {
                        _ = lx.next()
                        current.label = t.start..<t.end
                        continue
                    }
                }
                if current.isEmpty, isNullName(t) {
                    current.isNull = true
                } else if lexer.language == .cFamily, !current.isOther, !current.isNull,
                          t.end - t.start == 5, memoryEquals(base + t.start, "CFSTR"),
                          let literal = cfstrLiteral(&lx) {
                    current.parts.append(literal)
                } else {
                    current.isOther = true
                }
            default:
                current.isOther = true
            }
            current.tokenCount += 1
        }
    }

    private func isNullName(_ t: Token) -> Bool {
        let n = t.end - t.start
        let p = base + t.start
        return (n == 3 && (memoryEquals(p, "nil") || memoryEquals(p, "Nil")))
            || (n == 4 && (memoryEquals(p, "NULL") || memoryEquals(p, "null")))
    }

    /// After `CFSTR`: the literal of `("...")`, consuming it; nil (consuming nothing) otherwise.
    private func cfstrLiteral(_ lx: inout Lexer) -> Token? {
        var probe = lx
        let open = probe.next()
        guard open.kind == .punctuation, base[open.start] == UInt8(ascii: "(") else { return nil }
        let literal = probe.next()
        guard literal.kind == .string else { return nil }
        let close = probe.next()
        guard close.kind == .punctuation, base[close.start] == UInt8(ascii: ")") else { return nil }
        lx = probe
        return literal
    }

    // MARK: - Arguments to entry

    private func label(_ a: Argument) -> String? {
        guard let r = a.label else { return nil }
        return String(decoding: UnsafeBufferPointer(start: base + r.lowerBound, count: r.count), as: UTF8.self)
    }

    private func mapArguments(_ args: [Argument], form: RoutineTable.Form) -> CallOutcome {
        switch form {
        case .swiftUIText:
            guard let first = args.first, first.label == nil, first.isLiteral else { return .ignored }
            return makeEntry(key: first, table: labelled("tableName", args), value: nil,
                             comment: labelled("comment", args), style: .formatSpecifier)
        case .localizedInitializer, .localizedStringResource:
            let keyLabel: String? = form == .localizedInitializer ? "localized" : nil
            guard let first = args.first, label(first) == keyLabel, first.isLiteral else { return .ignored }
            return makeEntry(key: first, table: labelled("table", args), value: labelled("defaultValue", args),
                             comment: labelled("comment", args), style: .formatSpecifier)
        default:
            let positions = form.positions!
            let known: Set<String> = ["tableName", "bundle", "value", "comment"]
            let labelled = args.contains { label($0).map(known.contains) ?? false }
            if lexer.language == .swift && (labelled || args.count != positions.count) {
                guard let first = args.first else { return .bad("Argument is not a literal string.") }
                return makeEntry(key: first, table: self.labelled("tableName", args), value: self.labelled("value", args),
                                 comment: self.labelled("comment", args), style: .verbatim)
            }
            guard args.count == positions.count else {
                return .bad("Expected \(positions.count) arguments, found \(args.count).")
            }
            return makeEntry(key: args[0], table: positions.table.map { args[$0] },
                             value: positions.value.map { args[$0] }, comment: args[positions.comment], style: .verbatim)
        }
    }

    private func labelled(_ name: String, _ args: [Argument]) -> Argument? {
        args.first { label($0) == name }
    }

    private func makeEntry(key: Argument, table: Argument?, value: Argument?, comment: Argument?,
                           style: LiteralText.InterpolationStyle) -> CallOutcome {
        guard key.isLiteral else { return .bad("Argument is not a literal string.") }
        var invalid: [String] = []
        func text(_ a: Argument, _ style: LiteralText.InterpolationStyle) -> String {
            let result = LiteralText.text(of: a.parts, lexer: lexer, style: style)
            invalid += result.invalidEscapes
            return result.text
        }
        func optionalText(_ a: Argument?, _ style: LiteralText.InterpolationStyle) -> (ok: Bool, text: String?) {
            guard let a, !a.isNull, !a.isEmpty else { return (true, nil) }
            guard a.isLiteral else { return (false, nil) }
            return (true, text(a, style))
        }
        let keyText = text(key, style)
        let tableText = optionalText(table, .verbatim)
        let valueText = optionalText(value, style)
        let commentText = optionalText(comment, .verbatim)
        guard tableText.ok, valueText.ok, commentText.ok else { return .bad("Argument is not a literal string.") }
        if let bad = invalid.first { return .bad("invalid unicode sequence: \\u\(bad)") }
        let tableName = tableText.text ?? "Localizable"
        if let problem = TableName.problem(with: tableName) { return .bad(problem) }
        let commentValue = commentText.text.flatMap { $0.isEmpty ? nil : $0 }
        return .entry(LocalizedEntry(key: keyText, value: valueText.text, comment: commentValue, table: tableName))
    }

    // MARK: - Declarations

    /// Whether the name at `nameStart` is being declared rather than called:
    /// `func NAME(`, `#define NAME(`, `NSString *NAME(`, `CFStringRef NAME(`.
    private func isDeclaration(nameStart: Int) -> Bool {
        var p = nameStart
        func skipSpace() { while p > 0, ByteClass.isSpace(base[p - 1]) { p -= 1 } }
        func previousWord() -> String? {
            let end = p
            while p > 0, ByteClass.identifier[Int(base[p - 1])] { p -= 1 }
            guard p < end else { return nil }
            return String(decoding: UnsafeBufferPointer(start: base + p, count: end - p), as: UTF8.self)
        }
        skipSpace()
        guard p > 0 else { return false }
        if base[p - 1] == UInt8(ascii: "*") {
            while p > 0, base[p - 1] == UInt8(ascii: "*") || ByteClass.isSpace(base[p - 1]) { p -= 1 }
            return lexer.language != .swift && p > 0 && ByteClass.identifier[Int(base[p - 1])]
        }
        guard let word = previousWord() else { return false }
        if word == "func" { return lexer.language == .swift }
        if word == "define" {
            skipSpace()
            return p > 0 && base[p - 1] == UInt8(ascii: "#")
        }
        let keywords: Set<String> = ["return", "else", "case", "do", "sizeof", "typeof", "goto", "throw", "new",
                                     "delete", "in", "yield", "await", "try", "default", "and", "or", "not"]
        return lexer.language == .cFamily && !keywords.contains(word)
    }

    private mutating func report(_ d: Diagnostic, at offset: Int) {
        var d = d
        let (line, column) = lines.location(of: offset)
        d.file = file
        d.line = line
        d.column = column
        diagnostics.append(d)
    }
}
