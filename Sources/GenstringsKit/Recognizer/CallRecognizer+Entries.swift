// From a call's arguments to its entry: which argument plays which role, the texts numbered,
// the entry kept or reported.

extension CallRecognizer {
    /// Whether `a` is labelled `name`. Bytes are compared: the labels looked for are ASCII
    /// without a `K`, so no other spelling is canonically equivalent to them.
    static func hasLabel(_ a: Argument, _ name: StaticString, _ base: UnsafePointer<UInt8>) -> Bool {
        guard let r = a.label, r.count == name.utf8CodeUnitCount else { return false }
        return memoryEquals(base + r.lowerBound, name)
    }

    // MARK: - Arguments to entry

    /// Which arguments the form takes the key, table, value and comment from.
    static func roles(of args: ArgumentList, form: RoutineTable.Form, base: UnsafePointer<UInt8>,
                              language: SourceLanguage, forCatalogs: Bool = false) -> Plan {
        let items = args.items
        func hasLabel(_ a: Argument, _ name: StaticString) -> Bool { Self.hasLabel(a, name, base) }
        func labelled(_ name: StaticString) -> Int? {
            items.firstIndex { hasLabel($0, name) }
        }
        if forCatalogs, form == .swiftUIText || form == .swiftUIView || form == .swiftUIModifier,
           let first = items.first, first.label == nil, first.isConditional {
            return .alternatives(Roles(key: 0, table: form == .swiftUIText ? labelled("tableName") : nil, value: nil,
                                       comment: form == .swiftUIText ? labelled("comment") : nil,
                                       style: .formatSpecifierDoublingPercent))
        }
        switch form {
        case .swiftUIText:
            // genstrings takes a `:` anywhere in the first argument outside its literals (a
            // ternary `c ? "a" : b`, a label inside a call `d.format(style: x) + " - "`) for a
            // label, as in `Text(verbatim:)`, and makes no entry.
            guard let first = items.first, first.label == nil, first.isLiteral, !first.hasColon else { return .ignored }
            // For a catalog, as Xcode sees the types: only a literal alone is a
            // `LocalizedStringKey`; `Text("A" + b)` or `Text(x ?? "Untitled")` shows a `String`,
            // not localized (genstrings takes their literals; `.strings` tables follow it).
            if forCatalogs && first.topTokens != 1 { return .ignored }
            return .entry(Roles(key: 0, table: labelled("tableName"), value: nil, comment: labelled("comment"),
                                style: forCatalogs ? .formatSpecifierDoublingPercent : .formatSpecifier))
        case .swiftUIView, .swiftUIModifier:
            // (Only for a catalog.) A literal alone as the first argument, unlabelled, is the
            // key; these take no table or comment.
            guard let first = items.first, first.label == nil, first.isLiteral, !first.hasColon, first.topTokens == 1 else {
                return .ignored
            }
            return .entry(Roles(key: 0, table: nil, value: nil, comment: nil, style: .formatSpecifierDoublingPercent))
        case .labelledResources:
            return .ignored  // (read by `labelledResources`)
        case .localizedStringKey:
            // A literal made a key, `LocalizedStringKey("Feed")` or `LocalizedStringKey(stringLiteral:
            // "Feed")`, as `"Feed" as LocalizedStringKey` (SE-0213); `LocalizedStringKey(title)` makes
            // a key of a `String`, which is not extracted.
            guard items.count == 1, let first = items.first, first.isSingleText, first.topTokens == 1,
                  first.label == nil || hasLabel(first, "stringLiteral") else { return .ignored }
            return .entry(Roles(key: 0, table: nil, value: nil, comment: nil, style: .formatSpecifierDoublingPercent))
        case .localizedInitializer, .localizedStringResource, .resourceInit:
            guard let first = items.first, first.isSingleText else { return .ignored }
            // `.init(localized:)` is `String(localized:)` (or `AttributedString`'s) where one is
            // expected; a bare `.init("x")` may make anything, with these labels only a resource.
            let isLocalizedInit = form == .localizedInitializer || form == .resourceInit && hasLabel(first, "localized")
            guard isLocalizedInit ? hasLabel(first, "localized") : first.label == nil else { return .ignored }
            if form == .resourceInit && !isLocalizedInit
                && labelled("table") == nil && labelled("defaultValue") == nil && labelled("comment") == nil {
                return .ignored
            }
            return .entry(Roles(key: 0, table: labelled("table"), value: labelled("defaultValue"), comment: labelled("comment"),
                                style: .formatSpecifierDoublingPercent))
        default:
            let positions = form.positions!
            let hasKnownLabel = items.contains {
                hasLabel($0, "tableName") || hasLabel($0, "bundle") || hasLabel($0, "value") || hasLabel($0, "comment")
            }
            if language == .swift && (hasKnownLabel || args.count != positions.count) {
                guard !items.isEmpty else { return .bad(.notLiteral) }
                // The key is the first argument that no role's label names (a routine may take
                // `comment:` first); with as many arguments as the positional form or fewer
                // (the last ones left to their defaults), a role without its label is the
                // unlabelled argument at its place, if any (`MyLocFromTable("k", "Settings",
                // comment: "c")` or `MyLocFromTable("k", "Settings")` for a routine declared
                // `(_ key: String, _ table: String, comment: String = "")`).
                let isRole = { (a: Argument) in
                    hasLabel(a, "tableName") || hasLabel(a, "bundle") || hasLabel(a, "value") || hasLabel(a, "comment")
                }
                let key = items.firstIndex { !isRole($0) } ?? 0
                let byPlace = args.count <= positions.count
                func role(_ name: StaticString, _ place: Int?) -> Int? {
                    if let index = labelled(name) { return index }
                    guard byPlace, let place, place < items.count, place != key, items[place].label == nil else { return nil }
                    return place
                }
                return .entry(Roles(key: key, table: role("tableName", positions.table), value: role("value", positions.value),
                                    comment: role("comment", positions.comment), style: .verbatim))
            }
            guard args.count == positions.count else {
                return .bad(.argumentCount(expected: positions.count, found: args.count))
            }
            return .entry(Roles(key: 0, table: positions.table, value: positions.value, comment: positions.comment,
                                style: .verbatim))
        }
    }

    /// Makes the entry the roles describe and appends it, or throws why it cannot be made.
    mutating func appendEntry(_ roles: Roles, nameStart: Int) throws(Problem) {
        let items = arguments.items
        /// Whether an optional argument is usable: absent, `nil`/`NULL`, empty, or a literal
        /// (not a conditional one).
        func isUsable(_ index: Int?) -> Bool {
            guard let index else { return true }
            let a = items[index]
            return a.isNull || a.isEmpty || a.isSingleText
        }
        func isGiven(_ index: Int?) -> Bool {
            guard let index else { return false }
            let a = items[index]
            return a.isLiteral || (!a.isNull && !a.isEmpty)
        }
        // A call into a skipped table is passed over whole, whatever its other arguments: no
        // entry, and no complaint about a key that is no literal (projects send keys that come
        // from elsewhere to a table they skip) or an empty one. A table that is no literal
        // cannot be told skipped.
        if !routines.skipTables.isEmpty {
            if !isGiven(roles.table) {
                if routines.skipTables.contains(Self.defaultTableName.description) { return }
            } else if items[roles.table!].isSingleText {
                var unusedInvalid: String? = nil, unusedProblem: String? = nil
                let name = number(items[roles.table!], .verbatim, &unusedInvalid, tableProblem: &unusedProblem)
                // An empty name is the default table, as for the bundle that looks it up.
                if routines.skipTables.contains(texts.isEmpty(name) ? Self.defaultTableName.description : texts.string(name)) { return }
            }
        }
        let key = items[roles.key]
        guard key.isSingleText else { throw Problem.notLiteral }
        // The texts are made (and their escapes checked) in this order: key, table, value, comment.
        var invalid: String? = nil
        let keyText = number(key, roles.style == .verbatim ? .verbatimKey : roles.style, &invalid)
        var tableProblem: String? = nil
        // An empty table name is the default table: `NSBundle` looks a key up in
        // `Localizable.strings` when the table is nil or empty (genstrings wrote a hidden
        // `.strings` file, which nothing reads).
        let tableText = isGiven(roles.table) && isUsable(roles.table)
            ? number(items[roles.table!], .verbatim, &invalid, tableProblem: &tableProblem, emptyIsNone: true) : nil
        // An empty value is no value (the key is written), as an empty comment is no comment.
        let valueText = isGiven(roles.value) && isUsable(roles.value) ? number(items[roles.value!], roles.style, &invalid, emptyIsNone: true) : nil
        // A comment without a literal (`[self comment]`, bare words), or a conditional one, is
        // no comment, not a bad entry: genstrings needs literals for the key, table and value only.
        let commentIsLiteral = roles.comment.map { items[$0].isSingleText } ?? false
        let commentText = commentIsLiteral ? number(items[roles.comment!], .comment, &invalid, emptyIsNone: true, isComment: true) : nil
        guard isUsable(roles.table), isUsable(roles.value) else { throw Problem.notLiteral }
        if let invalid { throw Problem.invalidEscape(invalid) }
        if let tableProblem { throw Problem.tableName(tableProblem) }
        let table: UInt32
        if let tableText, tableText != PackedEntry.none {
            table = tableText
        } else {
            if defaultTable == PackedEntry.none {
                defaultTable = Self.defaultTableName.withUTF8Buffer { texts.number($0) }
            }
            table = defaultTable
        }
        // A catalog holds the empty key that Xcode extracts (`Text("")`, `NSLocalizedString("",
        // comment: "")`); a table does not.
        if texts.isEmpty(keyText) && !forCatalogs { throw Problem.emptyKey }
        let (line, column) = entryLocation(nameStart)
        append(PackedEntry(key: keyText, value: valueText ?? PackedEntry.none, comment: commentText ?? PackedEntry.none,
                           table: table, file: fileNumber, line: UInt32(clamping: line), column: UInt32(clamping: column)))
    }

    /// The line and column of an entry whose call's name starts at `nameStart`; (0, 0) when
    /// entries get none (`ExtractionOptions.entryLocations`).
    @inline(__always)
    mutating func entryLocation(_ nameStart: Int) -> (line: Int, column: Int) {
        entryLocations ? lines.location(of: nameStart) : (0, 0)
    }

    /// Appends `entry`, or, when its key lists choices in NSRuleEditor syntax
    /// (`%[Any, All]@ …`), one entry per combination, as genstrings does (`RuleEditorKey`).
    /// `repeatsLast`: whether the entry is known to repeat its key's last (see
    /// `TextInterner.noteLast`); nil when not known.
    @inline(__always)
    mutating func append(_ entry: PackedEntry, repeatsLast: Bool? = nil) {
        if !keepsRepeatedEntries {
            // (A repeat of its key's last entry is in the set: known without looking it up.)
            if repeatsLast ?? texts.isLast(entry) { return }
            texts.noteLast(entry)
            if !kept.insert(entry) { return }
        }
        guard texts.mayListChoices(entry.key), let keys = texts.ruleEditorVariants(of: entry.key) else {
            entries.append(entry)
            return
        }
        for key in keys {
            var variant = entry
            variant.key = key
            entries.append(variant)
        }
    }

    static let defaultTableName: StaticString = "Localizable"

    /// Whether a comment's text is genstrings' placeholder for an entry without one,
    /// `No comment provided by engineer.`: given as a comment it is no comment, so that it is
    /// dropped when the key has a real comment elsewhere, as the placeholder always is
    /// (Docs/compatibility.md, "Choices").
    @inline(__always)
    private static func isPlaceholderComment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == placeholderComment.utf8CodeUnitCount && memoryEquals(bytes.baseAddress!, placeholderComment)
    }

    /// `StringsWriter.noComment`, as static bytes: a global array would be initialized lazily,
    /// and its check cost a call for every comment.
    static var placeholderComment: StaticString { "No comment provided by engineer." }

    /// The entry of a plain call (see `PlainCall`), made as `appendEntry` makes it from the
    /// same arguments; false (and nothing appended) where `appendEntry` would report a
    /// problem, which the general path then reports.
    mutating func appendPlainEntry(key keyIndex: Int, table tableIndex: Int?, value valueIndex: Int?,
                                           comment commentIndex: Int?, nameStart: Int) -> Bool {
        // The four texts are taken before anything is numbered: a copy of `plainCall` (256
        // bytes) is then not needed to read them.
        let base = self.base
        let tableText = plainCall.text(tableIndex, in: base)
        let keyBytes = plainCall.text(keyIndex, in: base)!
        let valueBytes = plainCall.text(valueIndex, in: base)
        let commentBytes = plainCall.text(commentIndex, in: base)
        if keyBytes.isEmpty { return false }
        // Each other text is most often that of the key's last entry: compared with it, rather
        // than hashed and looked up. When all are, the entry is that last entry again.
        let (key, last) = texts.numberAndLast(keyBytes)
        var repeatsLast = last.table != TextInterner.noRecord
        let table: UInt32
        if let tableText {
            // (An entry's table is a name a table can have: checked when it was first met.)
            if let n = texts.number(ofRecord: last.table, ifHolding: tableText) {
                table = n
            } else {
                guard TableName.isPlain(tableText) else { return false }
                table = texts.number(tableText)
                repeatsLast = false
            }
        } else {
            if defaultTable == PackedEntry.none {
                defaultTable = Self.defaultTableName.withUTF8Buffer { texts.number($0) }
            }
            table = defaultTable
            repeatsLast = repeatsLast && texts.number(ofRecord: last.table) == table
        }
        /// The number of a value's or comment's text, `bytes`, given the record of the last
        /// entry's.
        func number(_ bytes: UnsafeBufferPointer<UInt8>, last record: UInt32) -> UInt32 {
            if let n = texts.number(ofRecord: record, ifHolding: bytes) { return n }
            repeatsLast = false
            return texts.number(bytes)
        }
        var value = PackedEntry.none
        if let bytes = valueBytes, !bytes.isEmpty {
            value = number(bytes, last: last.value)
        } else if last.value != TextInterner.noRecord {
            repeatsLast = false
        }
        var comment = PackedEntry.none
        if let bytes = commentBytes, !bytes.isEmpty, !Self.isPlaceholderComment(bytes) {
            comment = number(bytes, last: last.comment)
        } else if last.comment != TextInterner.noRecord {
            repeatsLast = false
        }
        let (line, column) = entryLocation(nameStart)
        append(PackedEntry(key: key, value: value, comment: comment, table: table, file: fileNumber,
                           line: UInt32(clamping: line), column: UInt32(clamping: column)), repeatsLast: repeatsLast)
        return true
    }

    /// The number of a literal argument's text (`none` for an empty one when `emptyIsNone`);
    /// the first invalid `\u` escape of all texts goes to `invalid`. For a table
    /// (`tableProblem` given), why the text cannot be a table name goes to `tableProblem`.
    private mutating func number(_ a: Argument, _ style: LiteralText.InterpolationStyle, _ invalid: inout String?,
                                 emptyIsNone: Bool = false, isComment: Bool = false) -> UInt32 {
        var unused: String? = nil
        return number(a, style, &invalid, tableProblem: &unused, isTable: false, emptyIsNone: emptyIsNone, isComment: isComment)
    }

    private mutating func number(_ a: Argument, _ style: LiteralText.InterpolationStyle, _ invalid: inout String?,
                                 tableProblem: inout String?, isTable: Bool = true, emptyIsNone: Bool = false,
                                 isComment: Bool = false) -> UInt32 {
        /// The number of a text's bytes, after the checks its role asks for.
        func finish(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
            if emptyIsNone && bytes.isEmpty { return PackedEntry.none }
            if isComment && Self.isPlaceholderComment(bytes) { return PackedEntry.none }
            if isTable && !TableName.isPlain(bytes) {
                tableProblem = TableName.problem(with: String(decoding: bytes, as: UTF8.self))
            }
            return texts.number(bytes)
        }
        // The usual argument, one literal the lexer saw to be plain, needs no text builder.
        if a.partCount == 1, let plain = LiteralText.plainText(arguments.parts[a.partsStart], lexer: lexer) {
            return finish(plain)
        }
        let valueTypes = valueTypes(for: arguments.parts[a.partsStart..<(a.partsStart + a.partCount)])
        return arguments.parts.withUnsafeBufferPointer { parts in
            LiteralText.withText(of: UnsafeBufferPointer(rebasing: parts[a.partsStart..<(a.partsStart + a.partCount)]),
                                 lexer: lexer, style: style, valueTypes: valueTypes,
                                 buffer: &textBuffer) { bytes, escapes in
                if invalid == nil { invalid = escapes.first }
                return finish(bytes)
            }
        }
    }

    /// For a catalog: the types that interpolations in `parts` are given (nil for no catalog).
    private mutating func valueTypes(for parts: ArraySlice<Token>) -> ValueTypes? {
        guard let project = routines.keyParameters?.valueTypes else { return nil }
        guard parts.contains(where: { $0.hasInterpolation }) else { return project }
        if fileValueTypes == nil {
            var types = project
            types.locals = KeyParameters.localNames(in: base, count: lexer.count)
            fileValueTypes = types
        }
        return fileValueTypes
    }

    /// For a catalog: the key argument of `roles` is a conditional (`Button(isOn ? "Stop" :
    /// "Start")`); each literal it can be is a key, as Xcode takes every `LocalizedStringKey`
    /// literal, when all it can be are literals (or `nil`): see `conditionalBranches`.
    mutating func appendAlternatives(_ roles: Roles, nameStart: Int) throws(Problem) {
        let conditional = arguments.items[roles.key]
        guard let branches = conditionalBranches(conditional) else { return }
        let first = arguments.parts.count
        arguments.parts.append(contentsOf: branches)
        for k in branches.indices {
            var literal = conditional
            literal.partsStart = first + k
            literal.partCount = 1
            literal.isConditional = false
            arguments.replace(roles.key, with: literal)
            try appendEntry(roles, nameStart: nameStart)
        }
    }

    /// The literals that the conditional argument `a` can be, when it can only be literals or
    /// `nil`: `c ? "a" : "b"`, chained (`a ? "x" : b ? "y" : "z"`, over lines too), with
    /// parentheses (`a ? "x" : (b ? "y" : "z")`), whatever the conditions hold (`kind ==
    /// "anime" ? "A" : "S"`), `c ? nil : "x"`; nil when a branch is anything else (`c ? "a" :
    /// name`, `c ? "a" : "b" + x`), whose type is then a `String`.
    private func conditionalBranches(_ a: Argument) -> [Token]? {
        guard a.start >= 0, a.end > a.start else { return nil }
        var lx = lexer
        lx.pos = a.start
        lx.limit = a.end
        var tokens: [Token] = []
        while true {
            let t = lx.next()
            if t.kind == .endOfInput { break }
            tokens.append(t)
            guard tokens.count <= 1024 else { return nil }
        }
        var literals: [Token] = []
        return branches(tokens, 0..<tokens.count, into: &literals) ? literals : nil
    }

    /// Whether `tokens[range]` is a value made of literals (and `nil`) chosen by conditionals
    /// (see `conditionalBranches`); its literals go to `literals`.
    func branches(_ tokens: [Token], _ range: Range<Int>, into literals: inout [Token], depth: Int = 0) -> Bool {
        guard !range.isEmpty, depth < 64 else { return false }
        // A conditional's `?` has white space on both sides (`a?.b`, `x ?? y` are none).
        func isQuestion(_ t: Token) -> Bool {
            t.kind == .punctuation && base[t.start] == UInt8(ascii: "?") && t.start > 0 && ByteClass.isSpace(base[t.start - 1])
                && t.end < lexer.count && ByteClass.isSpace(base[t.end])
        }
        func isColon(_ t: Token) -> Bool { t.kind == .punctuation && base[t.start] == UInt8(ascii: ":") }
        // The first `?` at this level: a conditional, whose branches are values in turn.
        var level = 0
        for i in range {
            let t = tokens[i]
            if isOpeningBracket(t) { level += 1 } else if isClosingBracket(t) { level -= 1 }
            guard level == 0, isQuestion(t) else { continue }
            guard i > range.lowerBound else { return false }
            // Its `:`: the first at this level not taken by a `?` after it.
            var inner = 0, open = 0
            for j in (i + 1)..<range.upperBound {
                let u = tokens[j]
                if isOpeningBracket(u) { inner += 1 } else if isClosingBracket(u) { inner -= 1 }
                guard inner == 0 else { continue }
                if isQuestion(u) { open += 1 }
                if isColon(u) {
                    if open == 0 {
                        return branches(tokens, (i + 1)..<j, into: &literals, depth: depth + 1)
                            && branches(tokens, (j + 1)..<range.upperBound, into: &literals, depth: depth + 1)
                    }
                    open -= 1
                }
            }
            return false
        }
        // No conditional: a literal, `nil`, or a value in parentheses.
        let first = tokens[range.lowerBound]
        if range.count == 1 {
            if first.kind == .string { literals.append(first); return first.terminated }
            return first.kind == .identifier && first.end - first.start == 3 && memoryEquals(base + first.start, "nil")
        }
        guard first.kind == .punctuation, base[first.start] == UInt8(ascii: "("),
              let last = tokens[range].last, last.kind == .punctuation, base[last.start] == UInt8(ascii: ")") else { return false }
        // The `(` must close at the end, not before (`(a) + (b)`).
        var inner = 0
        for i in range.lowerBound..<(range.upperBound - 1) {
            if isOpeningBracket(tokens[i]) { inner += 1 } else if isClosingBracket(tokens[i]) { inner -= 1 }
            if inner == 0 { return false }
        }
        return branches(tokens, (range.lowerBound + 1)..<(range.upperBound - 1), into: &literals, depth: depth + 1)
    }

    /// In a walk of a bracketed body, the bracket depth after the punctuation `t` (one more after
    /// an opening bracket, one less after a closing one), or nil where the walk ends: the body
    /// closed, or a bracket nested `walkedDepth` deep.
    func nesting(after t: Token, _ depth: Int) -> Int? {
        let b = base[t.start]
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "(") || b == UInt8(ascii: "{") {
            return depth < Self.walkedDepth ? depth + 1 : nil
        }
        if b == UInt8(ascii: "]") || b == UInt8(ascii: ")") || b == UInt8(ascii: "}") {
            return depth > 1 ? depth - 1 : nil
        }
        return depth
    }
}
