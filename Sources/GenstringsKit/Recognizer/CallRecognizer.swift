/// Finds the calls of the routine families in one source buffer and turns them into
/// `PackedEntry` values and diagnostics.
///
/// The scan is textual, as genstrings' is: calls inside `//` and `/* */` comments and inside
/// `#define` bodies are found; string literals are skipped, except for the expressions inside
/// Swift interpolations, which are scanned like code.
///
/// Speed: the scan loop only looks at the bytes of the language's `ScanStops` (found 16 at a
/// time by `StopFinder`); a call's arguments are parsed into a reused `ArgumentList` and
/// mapped to roles by byte comparisons; an entry's texts are numbered by a `TextInterner`
/// (no `String` is made), and lines are only counted where an entry or a diagnostic needs them.
struct CallRecognizer {
    let file: String
    /// The file's number in the entries (see `PackedEntry.file`).
    let fileNumber: UInt32
    let lexer: Lexer
    let routines: RoutineTable
    /// The entries found; the extractor lends one array per thread, which the files a thread
    /// scans append to.
    var entries: [PackedEntry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var lines: LineCounter
    /// The scan's stop sets (small values; `routines` keeps their memory alive).
    private let codeStops: StopSet
    private let commentStops: StopSet
    /// Reused by every call: see `ArgumentList`.
    private var arguments = ArgumentList()
    /// Brackets that a call's parse found open at the end of its text, each with the offset
    /// where that text ended and where the parse's first unterminated literal started, if any
    /// (see `recognizeCall`).
    private var unclosedBrackets: [Int: (limit: Int, unterminatedLiteral: Int?)] = [:]
    /// The arguments of the last call read by the fast path (see `PlainCall`).
    private var plainCall = PlainCall()
    /// Whether calls go through the fast path first (see `Extractor.readsPlainCalls`).
    var readsPlainCalls = true
    /// Whether entries get their line and column (see `ExtractionOptions.entryLocations`).
    var entryLocations = true
    /// Reused by every literal text that has to be rewritten (see `LiteralText`).
    private var textBuffer: [UInt8] = []
    /// Numbers the entries' texts; the extractor lends one per thread (see `TextInterner`).
    var texts = TextInterner()
    /// Whether entries that repeat one in `kept` are kept (see
    /// `ExtractionOptions.keepsRepeatedEntries`).
    var keepsRepeatedEntries = true
    /// Extraction for String Catalogs (see `ExtractionOptions.forCatalogs`).
    var forCatalogs = false
    /// The entries kept so far; the extractor lends one set per thread.
    var kept = EntrySet()
    /// The number of `Localizable` in `texts`, once asked for.
    private var defaultTable = PackedEntry.none
    /// The parts of the file that are never compiled (`Lexer.disabledBlocks`), once asked for.
    private var disabledBlocks: [Range<Int>]? = nil
    /// For a catalog: the bodies of the types the file declares or extends, once asked for
    /// (see `selfType`).
    private var typeBodies: KeyParameters.TypeBodies? = nil
    /// For a catalog: the types of the project's values with the names this file declares in
    /// blocks (see `ValueTypes`), read at the first interpolation.
    private var fileValueTypes: ValueTypes? = nil
    /// The lexer's memory of unclosed multi-line regex literals, kept alive here.
    private let unclosedRegex = UnclosedRegexSearch()

    init(file: String, fileNumber: UInt32, base: UnsafePointer<UInt8>, count: Int, language: SourceLanguage,
         routines: RoutineTable) {
        self.file = file
        self.fileNumber = fileNumber
        self.lexer = Lexer(base: base, count: count, language: language, unclosedRegex: unclosedRegex)
        self.routines = routines
        self.lines = LineCounter(base: base, count: count)
        self.codeStops = routines.stops.code
        self.commentStops = routines.stops.comment
    }

    private var base: UnsafePointer<UInt8> { lexer.base }

    /// Scans the whole buffer.
    mutating func scan() {
        switch codeStops.kind {
        case .bytes3Pairs2: scan(Bytes3Pairs2.self, InCode.self, from: 0, to: lexer.limit, depth: 0)
        case .bytes3Pairs3: scan(Bytes3Pairs3.self, InCode.self, from: 0, to: lexer.limit, depth: 0)
        case .bytes4Pairs4: scan(Bytes4Pairs4.self, InCode.self, from: 0, to: lexer.limit, depth: 0)
        case .bytes6Pairs8: scan(Bytes6Pairs8.self, InCode.self, from: 0, to: lexer.limit, depth: 0)
        case .table: scan(TableShape.self, InCode.self, from: 0, to: lexer.limit, depth: 0)
        }
    }

    // MARK: - The scan loop

    /// `Shape` is the stop sets' kind (see `StopShape`); `Place`, code or a comment.
    private mutating func scan<Shape: StopShape, Place: ScanPlace>(_ shape: Shape.Type, _ place: Place.Type,
                                                                   from start: Int, to limit: Int, depth: Int) {
        // A constant: as a variable, the compiler stored its six fields to the stack at every
        // string and identifier stop, to hand it to the lexer's methods.
        let lx = lexer.limited(to: limit)
        // Read once: the loop calls mutating methods, after which the compiler would load them
        // from `self` again at every stop.
        let base = lx.base
        let stops = Place.inComment ? commentStops : codeStops
        var finder = StopFinder(base: base, count: lexer.count, limit: limit)
        var p = start
        // Where the scan last went back to read a line again (see `Lexer.rawIdentifierRestart`).
        var rescannedFrom = -1
        // The last stop ruled out by `RoutineTable.mayStartName`, whose identifier was not skipped.
        var passedName = -1
        while true {
            let from = p
            p = finder.next(from: p, in: stops, shape)
            if p >= limit { return }
            switch base[p] {
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                // Most literals: one line, no escape, nothing to report or to look into.
                if let end = lx.plainStringEnd(p) {
                    p = end
                    continue
                }
                // A Swift regex literal `#/.../#` is neither a string nor code.
                if base[p] == UInt8(ascii: "#"), lexer.language == .swift, let end = lx.swiftRegexEnd(p) {
                    p = end
                    continue
                }
                // Xcode (since 16) extracts nothing from a `#Preview` into a catalog.
                if forCatalogs, base[p] == UInt8(ascii: "#"), lexer.language == .swift, let end = lx.previewMacroEnd(p) {
                    p = end
                    continue
                }
                // `@"`: the `@` is part of the literal (the byte before lay in the skipped code).
                let atSign = lexer.language == .cFamily && base[p] == UInt8(ascii: "\"") && p - 1 >= from
                    && base[p - 1] == UInt8(ascii: "@")
                let literalStart = atSign ? p - 1 : p
                guard let string = atSign ? lx.cString(start: p - 1, quote: p) : lx.stringLiteral(at: p) else {
                    p += 1
                    continue
                }
                if !string.terminated && !Place.inComment {
                    // A quote in a Swift raw identifier starts nothing: looked at only when a
                    // literal is unterminated (such identifiers are rare); the line is read again
                    // from after the identifier.
                    if let restart = lx.rawIdentifierRestart(before: p), restart > rescannedFrom {
                        rescannedFrom = restart
                        p = restart
                        finder = StopFinder(base: base, count: lexer.count, limit: limit)  // it only moves forward
                        continue
                    }
                    // (Swift checks the text of a `#if false` block too.)
                    if !lx.isInRawTextDirective(p) && !(lexer.language == .cFamily && isInDisabledBlock(p)) {
                        report(.warning("unterminated string literal", kind: .general), at: string.start)
                    }
                }
                if string.hasInterpolation && depth < Lexer.maxInterpolationDepth {
                    var e = string.contentStart
                    while let range = lx.nextInterpolation(of: string, from: &e) {
                        scan(shape, place, from: range.lowerBound, to: range.upperBound, depth: depth + 1)
                    }
                }
                p = max(string.end, literalStart + 1)
            case UInt8(ascii: "'"):
                // In a comment, an apostrophe in a word (`the app's "Don't Allow" button`)
                // starts no literal: it would hide the quote.
                if !(Place.inComment && lx.isApostropheInWord(p)), let end = lx.characterLiteralEnd(p) {
                    p = end
                } else {
                    p += 1
                }
            case UInt8(ascii: "/"):  // only a stop outside comments
                guard p + 1 < limit else {
                    p += 1
                    continue
                }
                let next = base[p + 1]
                if next == UInt8(ascii: "/") {
                    let end = lx.lineCommentEnd(p)
                    scan(shape, InComment.self, from: p + 2, to: end, depth: depth)
                    p = end
                } else if next == UInt8(ascii: "*") {
                    // Nor does a `/*` in a Swift raw identifier (`` func `globs /* all`() ``).
                    if lexer.language == .swift, let restart = lx.rawIdentifierRestart(before: p), restart > rescannedFrom {
                        rescannedFrom = restart
                        p = restart
                        finder = StopFinder(base: base, count: lexer.count, limit: limit)  // it only moves forward
                        continue
                    }
                    let (end, terminated) = lx.blockCommentEnd(p)
                    // The text of `#pragma mark` and `#warning` lines is not code: no comment
                    // there. (Looked at only when the comment would run past its line.)
                    if lexer.language == .cFamily, lx.hasLineBreak(from: p, to: end), lx.isInRawTextDirective(p) {
                        p = lx.lineEnd(p)
                        continue
                    }
                    scan(shape, InComment.self, from: p + 2, to: terminated ? end - 2 : end, depth: depth)
                    if !terminated { report(.warning("unterminated comment", kind: .general), at: p) }
                    p = end
                } else if lexer.language == .swift, let end = lx.swiftBareRegexEnd(p) {
                    p = end  // a regex literal `/.../`: its quotes are not strings
                } else {
                    p += 1
                }
            default:  // the start of a routine name, or of an identifier that shares its first bytes
                // Most are other names (`NSString`): ruled out by their first bytes, and the scan
                // goes on inside them (`passedName` keeps it from taking a later stop there for a
                // name's start where skipping the identifier would have passed over it).
                if !routines.mayStartName(base, at: p, count: lexer.count) {
                    passedName = p
                    p += 1
                    continue
                }
                let end = lx.skipIdentifier(p)
                if p == 0 || !ByteClass.isIdentifier(base[p - 1])
                    || (base[p - 1] >= 0x80 && !lx.isLetterBefore(p) && !Self.isInIdentifier(p, from: passedName, base)),
                   let routine = routines.match(base + p, count: end - p),
                   !(Place.inComment && forCatalogs && routine.form.isCompilerExtracted) {
                    let callLimit = Place.inComment ? min(limit, end &+ Self.commentCallLength) : limit
                    p = max(recognizeCall(routine.form, nameStart: p, nameEnd: end, limit: callLimit, inComment: Place.inComment), end)
                } else {
                    p = max(end, p + 1)
                }
            }
        }
    }

    /// Whether `p` lies in text that is never compiled (`Lexer.disabledBlocks`, worked out on
    /// the first question).
    private mutating func isInDisabledBlock(_ p: Int) -> Bool {
        if disabledBlocks == nil { disabledBlocks = lexer.disabledBlocks() }
        let blocks = disabledBlocks!
        var low = 0, high = blocks.count
        while low < high {
            let mid = (low + high) / 2
            if blocks[mid].upperBound <= p { low = mid + 1 } else { high = mid }
        }
        return low < blocks.count && blocks[low].contains(p)
    }

    /// Whether `p`, after a byte from 0x80, lies in the identifier that starts at `start` (-1 for
    /// none): the scan loop then takes no routine name there, as it would not have stopped there
    /// had it skipped that identifier whole. (Looked at only after a byte from 0x80 that is no
    /// letter, which is rare.)
    private static func isInIdentifier(_ p: Int, from start: Int, _ base: UnsafePointer<UInt8>) -> Bool {
        guard start >= 0, start < p else { return false }
        for i in start..<p where !ByteClass.isIdentifier(base[i]) { return false }
        return true
    }

    // MARK: - Calls

    /// How far a call in a comment may reach: one that is not closed within this many bytes
    /// of its name is prose, as one not closed before the comment ends is. Commented-out calls
    /// are far shorter; without a bound, a comment full of unclosed mentions hidden from each
    /// other's parse (each parse reading a `/*` inside the comment as an unterminated comment)
    /// took quadratic time.
    static let commentCallLength = 4096

    /// Which argument gives which text of an entry, and how interpolations are written.
    private struct Roles {
        var key: Int
        var table: Int?
        var value: Int?
        var comment: Int?
        var style: LiteralText.InterpolationStyle
    }

    private enum Problem: Error {
        case notClosed(unterminatedLiteral: Bool)
        case notLiteral
        case argumentCount(expected: Int, found: Int)
        case invalidEscape(String)
        case tableName(String)
        case emptyKey

        var message: String {
            switch self {
            case .emptyKey: return "Key is empty; no entry is made."
            case .notClosed(let unterminatedLiteral):
                return "Call is not closed before the end of the file"
                    + (unterminatedLiteral ? " (a string literal in it is not terminated)." : ".")
            case .notLiteral: return "Argument is not a literal string."
            case .argumentCount(let expected, let found): return "Expected \(expected) arguments, found \(found)."
            case .invalidEscape(let escape): return "invalid unicode sequence: \\u\(escape)"
            case .tableName(let problem): return problem
            }
        }
    }

    private enum Plan {
        case entry(Roles)
        /// For a catalog: the key argument is a conditional between two literals (`Button(isOn
        /// ? "Stop" : "Start")`), each of which is a key, as Xcode extracts them.
        case alternatives(Roles)
        case bad(Problem)
        case ignored
    }

    /// Recognizes the call whose name ends at `nameEnd`; where the scan goes on: after the
    /// call when its arguments were only literals (or `nil`) with nothing inside to scan
    /// (no interpolation, every literal closed), at `nameEnd` otherwise.
    private mutating func recognizeCall(_ form: RoutineTable.Form, nameStart: Int, nameEnd: Int, limit: Int,
                                        inComment: Bool) -> Int {
        if form == .resourceInit && !isResourceInit(nameStart) { return nameEnd }
        // Xcode extracts what it compiles: nothing from a `#if false` block.
        if forCatalogs && form.isCompilerExtracted && lexer.language == .swift && isInDisabledBlock(nameStart) { return nameEnd }
        // `String.LocalizationValue`: the type's start, for a declaration's `:` before it.
        var typeStart = nameStart
        if form == .localizedStringResource && isText(nameStart..<nameEnd, "LocalizationValue") {
            guard let start = stringQualifier(nameStart) else { return nameEnd }
            typeStart = start
        }
        if form == .swiftUIModifier && !isMember(nameStart) { return nameEnd }
        if form == .swiftUIModifier && !isModifierPlace(nameStart: nameStart, nameEnd: nameEnd) { return nameEnd }
        if form == .swiftUIView && isMember(nameStart) && !isSwiftUIMember(nameStart) { return nameEnd }
        if forCatalogs, form == .swiftUIText || form == .swiftUIView,
           var uses = routines.keyParameters?.uses(of: base + nameStart, count: nameEnd - nameStart) {
            // The project's own initializers of a SwiftUI view (`extension Text { init(localized
            // key: LocalizedStringKey) }`): their labelled keys, beside the view's own first one.
            uses.unlabelled = []
            uses.assigned = false
            uses.signatures = []
            if !uses.isEmpty {
                var lx = lexer
                lx.pos = nameEnd
                lx.limit = limit
                let open = lx.next()
                declaredKeys(uses, open: open, &lx, nameStart: nameStart)
            }
        }
        if readsPlainCalls,
           let end = plainCall.read(base, count: lexer.count, nameEnd: nameEnd, limit: limit, language: lexer.language) {
            // An expression may hold calls: the scan looks inside (as after the general parser).
            let resume = plainCall.hasExpression ? nameEnd : end
            switch plainCall.plan(form: form, language: lexer.language) {
            case .entry(let key, let table, let value, let comment):
                if appendPlainEntry(key: key, table: table, value: value, comment: comment, nameStart: nameStart) { return resume }
            case .ignored:
                return resume
            case .general:
                break
            }
        }
        var lx = lexer
        lx.pos = nameEnd
        lx.limit = limit
        var open = lx.next()
        if form == .localizedStringResource || form == .localizedStringKey {
            if isEnumRawType(typeStart) {
                enumRawValues(nameStart: typeStart, open: open, &lx)
                return nameEnd
            }
            // (An optional's `?`: `var subtitle: LocalizedStringKey? { ... }`.)
            if open.start == nameEnd, open.kind == .punctuation, base[open.start] == UInt8(ascii: "?") { open = lx.next() }
            if open.kind == .punctuation, base[open.start] == UInt8(ascii: "=") || base[open.start] == UInt8(ascii: "{") {
                typedDeclaration(nameStart: typeStart, equals: open, labels: resourceLabels(nameStart: nameStart, nameEnd: nameEnd), &lx)
                return nameEnd
            }
            // `name: [LocalizedStringResource] = ["a", "b"]`, `[String: LocalizedStringResource] = [...]`.
            if open.start == nameEnd, isPunctuation(open, UInt8(ascii: "]")) {
                let q = Self.spaceStart(base, before: typeStart)
                collectionKeys(nameStart: typeStart, isArray: q > 0 && base[q - 1] == UInt8(ascii: "["), labels: [], &lx)
                return nameEnd
            }
        }
        if form == .labelledResources {
            labelledResources(open: open, &lx, nameStart: nameStart, nameEnd: nameEnd)
            return nameEnd
        }
        if form == .declaredKeys {
            declaredKeys(open: open, &lx, nameStart: nameStart, nameEnd: nameEnd)
            return nameEnd
        }
        guard open.kind == .punctuation, base[open.start] == UInt8(ascii: "(") else { return nameEnd }
        let (closed, unterminatedLiteral) = parseKnownArguments(open: open, &lx)
        let resume = closed && arguments.onlyLiterals ? lx.pos : nameEnd
        if closed, form == .localizedStringResource, let first = arguments.items.first, first.label != nil {
            // `TypeDisplayRepresentation(name: "Engine")`, `IntentDialog(full: "...", supporting:
            // "...")`, `LocalizedStringResource(stringLiteral: "x")`
            appendLabelled(resourceLabels(nameStart: nameStart, nameEnd: nameEnd), nameStart: nameStart)
            return resume
        }
        var plan: Plan
        if !closed || (inComment && arguments.items.isEmpty) {
            // In a comment, an unclosed call or a bare mention like `NSLocalizedString()` is prose.
            plan = inComment ? .ignored : .bad(.notClosed(unterminatedLiteral: unterminatedLiteral))
        } else {
            plan = Self.roles(of: arguments, form: form, base: base, language: lexer.language, forCatalogs: forCatalogs)
        }
        do {
            switch plan {
            case .entry(let roles):
                try appendEntry(roles, nameStart: nameStart)
                return resume
            case .alternatives(let roles):
                try appendAlternatives(roles, nameStart: nameStart)
                return resume
            case .bad, .ignored:
                break
            }
        } catch {
            plan = .bad(error)
        }
        guard case .bad(let problem) = plan, inComment || !isDeclaration(nameStart: nameStart, closed: closed) else { return resume }
        var severity: Diagnostic.Severity = inComment ? .warning : .error
        if case .emptyKey = problem {
            // genstrings makes no entry for an empty key and warns; `Text("")` and
            // `Text(name ?? "")` are ordinary SwiftUI, not a mistake, so they pass in silence
            // (as do the other forms Xcode finds by compiling).
            if form.isCompilerExtracted { return resume }
            severity = .warning
        }
        let (line, column) = lines.location(of: nameStart)
        diagnostics.append(Diagnostic(severity, .badEntry, file: file, line: line,
                                      column: column, message: problem.message))
        return resume
    }

    /// `lx` just after `open`, a call's `(`: its arguments into `arguments`; whether the call was
    /// closed, and whether a literal among its arguments runs to its line's end (the likely
    /// reason a call is not closed, `NSLocalizedString(@"Title, nil);`, said in its message).
    /// When an enclosing call's parse already found `open` never closed before `lx`'s limit,
    /// it is not parsed again (`arguments` is left as it was): parsing would give the same, and
    /// scanning to the limit for each call of a run of unclosed calls took quadratic time.
    private mutating func parseKnownArguments(open: Token, _ lx: inout Lexer) -> (closed: Bool, unterminatedLiteral: Bool) {
        let limit = lx.limit
        if let unclosed = unclosedBrackets[open.start], unclosed.limit == limit {
            return (false, unclosed.unterminatedLiteral.map { $0 > open.start } ?? false)
        }
        arguments.start(open: open.start)
        let closed = Self.parseArguments(&lx, base: base, language: lexer.language, into: &arguments)
        if arguments.reachedEnd {
            for bracket in arguments.openBrackets { unclosedBrackets[bracket] = (limit, arguments.firstUnterminatedLiteral) }
        }
        return (closed, !closed && arguments.firstUnterminatedLiteral != nil)
    }

    /// `lx` just after `(`: the arguments up to the matching `)` into `list`; whether the call
    /// was closed.
    private static func parseArguments(_ lx: inout Lexer, base: UnsafePointer<UInt8>, language: SourceLanguage,
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

    /// Whether the name at `nameStart` follows a `.` (white space and line breaks between):
    /// `.help(`, `Text("x")\n    .help(`, not a function `help(`.
    private func isMember(_ nameStart: Int) -> Bool {
        memberDot(nameStart) != nil
    }

    /// The `.` before the name at `nameStart` (white space and line breaks between allowed), or
    /// nil: a `.` that ends a `//` comment (`// ... as before.` above `Button("OK")`) is none.
    private func memberDot(_ nameStart: Int) -> Int? {
        let p = Self.spaceStart(base, before: nameStart)
        guard p > 0, base[p - 1] == UInt8(ascii: ".") else { return nil }
        let dot = p - 1
        // (On the name's line, the `.` is code: a `//` before it would hide the name too.)
        guard (p..<nameStart).contains(where: { base[$0] == 0x0A || base[$0] == 0x0D }) else { return dot }
        var lineStart = dot
        while lineStart > 0, base[lineStart - 1] != 0x0A, base[lineStart - 1] != 0x0D { lineStart -= 1 }
        var i = lineStart
        while i + 1 < dot {
            if base[i] == UInt8(ascii: "/") && base[i + 1] == UInt8(ascii: "/") { return nil }
            i += 1
        }
        return dot
    }

    /// For the modifiers whose names are common ones: whether the name at `nameStart` is where
    /// that modifier is used. Swift Charts' `.value("Day", date)` is an implicit member
    /// (`x: .value(`), and WidgetKit's `.description("...")`, `.displayName("...")` and
    /// `.configurationDisplayName("...")` follow the configuration they modify (`}` or `)`):
    /// `values.value("k", 1)` and `Plan.displayName("pro")` are a project's own methods.
    private func isModifierPlace(nameStart: Int, nameEnd: Int) -> Bool {
        func named(_ name: StaticString) -> Bool { isText(nameStart..<nameEnd, name) }
        if named("value") { return isImplicitMember(nameStart) }
        guard named("description") || named("displayName") || named("configurationDisplayName") else { return true }
        guard let dot = memberDot(nameStart) else { return false }
        let q = Self.spaceStart(base, before: dot)
        return q > 0 && (base[q - 1] == UInt8(ascii: ")") || base[q - 1] == UInt8(ascii: "}"))
    }

    /// Where `String` starts in `String.NAME` (the name at `nameStart`, `Swift.String.` too), or nil.
    private func stringQualifier(_ nameStart: Int) -> Int? {
        guard let dot = memberDot(nameStart) else { return nil }
        let name = qualifier(before: dot)
        guard isText(name, "String") else { return nil }
        let start = name.lowerBound
        if start > 6, base[start - 1] == UInt8(ascii: "."), memoryEquals(base + start - 6, "Swift.") { return start - 6 }
        return start
    }

    /// The identifier that ends just before the `.` at `dot` (white space between allowed unless
    /// `adjacent`: `return .init(` has none); empty when there is none.
    private func qualifier(before dot: Int, adjacent: Bool = false) -> Range<Int> {
        let end = adjacent ? dot : Self.spaceStart(base, before: dot)
        var start = end
        while start > 0, ByteClass.isIdentifier(base[start - 1]) { start -= 1 }
        return start..<end
    }

    /// Whether the bytes of `range` are `text`.
    private func isText(_ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && memoryEquals(base + range.lowerBound, text)
    }

    /// Whether the name at `nameStart` follows a `.` that follows no value (`by: .value(`, not
    /// `x.value(` nor `f().value(`): an implicit member.
    private func isImplicitMember(_ nameStart: Int) -> Bool {
        guard let dot = memberDot(nameStart) else { return false }
        let q = Self.spaceStart(base, before: dot)
        guard q > 0 else { return true }
        let c = base[q - 1]
        return !(ByteClass.isIdentifier(c) || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "?")
                 || c == UInt8(ascii: "!") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "}") || c == UInt8(ascii: ">"))
    }

    /// Whether the name at `nameStart`, after a `.`, is SwiftUI's (`SwiftUI.Toggle(`), not some
    /// other module's or type's of the same name (`Defaults.Toggle(`, `LaunchAtLogin.Toggle(`).
    private func isSwiftUIMember(_ nameStart: Int) -> Bool {
        guard let dot = memberDot(nameStart) else { return true }
        let module = qualifier(before: dot)
        return isText(module, "SwiftUI") && !(module.lowerBound > 0 && base[module.lowerBound - 1] == UInt8(ascii: "."))
    }

    /// Where the white space (line breaks included) that ends just before `p` begins.
    private static func spaceStart(_ base: UnsafePointer<UInt8>, before p: Int) -> Int {
        var p = p
        while p > 0, ByteClass.isSpace(base[p - 1]) { p -= 1 }
        return p
    }

    /// Whether `t` is `(`, `[` or `{`.
    private func isOpeningBracket(_ t: Token) -> Bool {
        t.kind == .punctuation && (base[t.start] == UInt8(ascii: "(") || base[t.start] == UInt8(ascii: "[")
                                   || base[t.start] == UInt8(ascii: "{"))
    }

    /// Whether `t` is `)`, `]` or `}`.
    private func isClosingBracket(_ t: Token) -> Bool {
        t.kind == .punctuation && (base[t.start] == UInt8(ascii: ")") || base[t.start] == UInt8(ascii: "]")
                                   || base[t.start] == UInt8(ascii: "}"))
    }

    /// Whether `t` is the identifier `word`.
    private func isWord(_ t: Token, _ word: StaticString) -> Bool {
        t.kind == .identifier && t.end - t.start == word.utf8CodeUnitCount && memoryEquals(base + t.start, word)
    }

    /// Whether `t` is the punctuation `b`.
    private func isPunctuation(_ t: Token, _ b: UInt8) -> Bool {
        t.kind == .punctuation && base[t.start] == b
    }

    /// Whether the `init` at `nameStart` is an implicit member (`.init(`, a
    /// `LocalizedStringResource` or a `String` where one is expected) or the `init` of one of
    /// the types that take a localized literal (`LocalizedStringResource.init(`,
    /// `String.init(localized:`): not `super.init(` or `Self.init(`, nor a declaration's `init(`.
    private func isResourceInit(_ nameStart: Int) -> Bool {
        guard nameStart > 0, base[nameStart - 1] == UInt8(ascii: ".") else { return false }
        let type = qualifier(before: nameStart - 1, adjacent: true)
        if type.isEmpty { return true }
        return isText(type, "LocalizedStringResource") || isText(type, "String") || isText(type, "AttributedString")
    }

    /// A value declared of type `LocalizedStringResource` (or App Intents' `IntentDescription`,
    /// `IntentDialog`, `TypeDisplayRepresentation`, or SwiftUI's `LocalizedStringKey`) with a
    /// literal (`static var title: LocalizedStringResource = "Open Feed"`, as App Intents declare
    /// their titles), or a computed one or a function returning one (`static var typeDisplayName:
    /// LocalizedStringResource { "Tab" }`, `var title: LocalizedStringKey { switch self { case
    /// .home: "tab.home" ... } }`): each literal the value is or returns is a key, in the default
    /// table, as Xcode extracts it. `equals` is the `=` or `{` after the type's name; `lx` is
    /// after it.
    private mutating func typedDeclaration(nameStart: Int, equals: Token, labels: [StaticString], _ lx: inout Lexer) {
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
    private func typeIntroducer(before q: Int) -> (typed: Bool, returned: Bool) {
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
    private func resourceLabels(nameStart: Int, nameEnd: Int) -> [StaticString] {
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
    private mutating func appendTypedKey(_ literal: Token, nameStart: Int) {
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
    private static let walkedDepth = 32

    /// The keys of a computed value's or function's body, `lx` just after its `{`: each literal
    /// the body returns, that is a literal alone as the body (`{ "Tab" }`), after `return`, as a
    /// `case` of a `switch` or as the block of an `if` or `else` (Swift's `if` and `switch`
    /// expressions), in the body's own blocks (a closure's `return "x"` returns from the closure).
    private mutating func returnedLiterals(nameStart: Int, initUses: KeyParameters.Uses? = nil, returnsArray: Bool = false,
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
    private mutating func labelledResources(open: Token, _ lx: inout Lexer, nameStart: Int, nameEnd: Int) {
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
    private mutating func appendLabelled(_ labels: [StaticString], nameStart: Int) {
        let items = arguments.items
        for (index, a) in items.enumerated() where a.isSingleText && a.topTokens == 1 {
            guard labels.contains(where: { Self.hasLabel(a, $0, base) }) else { continue }
            try? appendEntry(Roles(key: index, table: nil, value: nil, comment: nil, style: .formatSpecifierDoublingPercent),
                             nameStart: nameStart)
        }
    }

    /// For a catalog, a name the project declares with key parameters (`KeyParameters`): each
    /// argument of a call that a key parameter takes (by its label, or its place among the
    /// unlabelled ones) and that is a literal alone, or a conditional between two, is a key
    /// (`ActionView(text: "Create", ...)`, `.invalid(description: "Too long")`); so is a literal
    /// alone assigned to a variable of a key type (`error = "Failed"`). Not the declaration itself
    /// (`var error = "x"` declares a `String`). `open` is the token after the name.
    private mutating func declaredKeys(open: Token, _ lx: inout Lexer, nameStart: Int, nameEnd: Int) {
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
    private mutating func declaredKeys(_ uses: KeyParameters.Uses, open: Token, _ lx: inout Lexer, nameStart: Int) {
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
    private mutating func implicitInit(_ uses: KeyParameters.Uses, _ lx: inout Lexer, nameStart: Int) -> Bool {
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
    private var initDepth = 0

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
    private mutating func implicitInitElements(_ uses: KeyParameters.Uses, _ lx: inout Lexer, nameStart: Int) {
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

    /// For a catalog: the key argument of `roles` is a conditional (`Button(isOn ? "Stop" :
    /// "Start")`); each literal it can be is a key, as Xcode takes every `LocalizedStringKey`
    /// literal, when all it can be are literals (or `nil`): see `conditionalBranches`.
    private mutating func appendAlternatives(_ roles: Roles, nameStart: Int) throws(Problem) {
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
    private func branches(_ tokens: [Token], _ range: Range<Int>, into literals: inout [Token], depth: Int = 0) -> Bool {
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
    private func nesting(after t: Token, _ depth: Int) -> Int? {
        let b = base[t.start]
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "(") || b == UInt8(ascii: "{") {
            return depth < Self.walkedDepth ? depth + 1 : nil
        }
        if b == UInt8(ascii: "]") || b == UInt8(ascii: ")") || b == UInt8(ascii: "}") {
            return depth > 1 ? depth - 1 : nil
        }
        return depth
    }

    /// Whether the type at `typeStart` is an enum's raw type: `enum Mode: LocalizedStringKey`.
    private func isEnumRawType(_ typeStart: Int) -> Bool {
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
    private mutating func enumRawValues(nameStart: Int, open: Token, _ lx: inout Lexer) {
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
    private mutating func collectionKeys(nameStart: Int, isArray: Bool, labels: [StaticString],
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

    /// Whether `a` is labelled `name`. Bytes are compared: the labels looked for are ASCII
    /// without a `K`, so no other spelling is canonically equivalent to them.
    private static func hasLabel(_ a: Argument, _ name: StaticString, _ base: UnsafePointer<UInt8>) -> Bool {
        guard let r = a.label, r.count == name.utf8CodeUnitCount else { return false }
        return memoryEquals(base + r.lowerBound, name)
    }

    // MARK: - Arguments to entry

    /// Which arguments the form takes the key, table, value and comment from.
    private static func roles(of args: ArgumentList, form: RoutineTable.Form, base: UnsafePointer<UInt8>,
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
    private mutating func appendEntry(_ roles: Roles, nameStart: Int) throws(Problem) {
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
    private mutating func entryLocation(_ nameStart: Int) -> (line: Int, column: Int) {
        entryLocations ? lines.location(of: nameStart) : (0, 0)
    }

    /// Appends `entry`, or, when its key lists choices in NSRuleEditor syntax
    /// (`%[Any, All]@ …`), one entry per combination, as genstrings does (`RuleEditorKey`).
    @inline(__always)
    private mutating func append(_ entry: PackedEntry) {
        if !keepsRepeatedEntries && !kept.insert(entry) { return }
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

    private static let defaultTableName: StaticString = "Localizable"

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
    private mutating func appendPlainEntry(key keyIndex: Int, table tableIndex: Int?, value valueIndex: Int?,
                                           comment commentIndex: Int?, nameStart: Int) -> Bool {
        // The four texts are taken before anything is numbered: a copy of `plainCall` (256
        // bytes) is then not needed to read them.
        let base = self.base
        let tableText = plainCall.text(tableIndex, in: base)
        let keyBytes = plainCall.text(keyIndex, in: base)!
        let valueBytes = plainCall.text(valueIndex, in: base)
        let commentBytes = plainCall.text(commentIndex, in: base)
        if let tableText, !TableName.isPlain(tableText) { return false }
        if keyBytes.isEmpty { return false }
        let key = texts.number(keyBytes)
        let table: UInt32
        if let tableText {
            table = texts.number(tableText)
        } else {
            if defaultTable == PackedEntry.none {
                defaultTable = Self.defaultTableName.withUTF8Buffer { texts.number($0) }
            }
            table = defaultTable
        }
        var value = PackedEntry.none
        if let bytes = valueBytes, !bytes.isEmpty { value = texts.number(bytes) }
        var comment = PackedEntry.none
        if let bytes = commentBytes, !bytes.isEmpty, !Self.isPlaceholderComment(bytes) { comment = texts.number(bytes) }
        let (line, column) = entryLocation(nameStart)
        append(PackedEntry(key: key, value: value, comment: comment, table: table, file: fileNumber,
                           line: UInt32(clamping: line), column: UInt32(clamping: column)))
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

    // MARK: - Declarations

    /// Whether the name at `nameStart` is being declared rather than called:
    /// `func NAME(`, `#define NAME(`, `NSString *NAME(`, `CFStringRef NAME(`, in Java
    /// `String NAME(` — but not the body
    /// of an object-like macro, `#define TITLE NAME(`, which is a call.
    ///
    /// The arguments are looked at only when the call is closed: those of an unclosed one may
    /// not have been read again (see `unclosedBrackets`).
    private func isDeclaration(nameStart: Int, closed: Bool) -> Bool {
        var p = nameStart
        func skipSpace() { while p > 0, ByteClass.isSpace(base[p - 1]) { p -= 1 } }
        func previousWord() -> String? {
            let end = p
            while p > 0, ByteClass.isIdentifier(base[p - 1]) { p -= 1 }
            guard p < end else { return nil }
            return String(decoding: UnsafeBufferPointer(start: base + p, count: end - p), as: UTF8.self)
        }
        /// After `define`: whether `#` comes before it.
        func isDirective() -> Bool {
            skipSpace()
            return p > 0 && base[p - 1] == UInt8(ascii: "#")
        }
        skipSpace()
        guard p > 0 else { return false }
        if base[p - 1] == UInt8(ascii: "*") {
            while p > 0, base[p - 1] == UInt8(ascii: "*") || ByteClass.isSpace(base[p - 1]) { p -= 1 }
            return lexer.language != .swift && p > 0 && ByteClass.isIdentifier(base[p - 1]) && (!closed || listsParameters())
        }
        guard let word = previousWord() else { return false }
        if word == "func" { return lexer.language == .swift }
        if word == "define" { return isDirective() }
        let keywords: Set<String> = ["return", "else", "case", "do", "sizeof", "typeof", "goto", "throw", "new",
                                     "delete", "in", "yield", "await", "try", "default", "and", "or", "not",
                                     "co_return", "co_yield", "co_await", "assert"]
        // C and Java: `NSString *NAME(NSString *key, …)`, `static String NAME(String key, …)`.
        guard lexer.language != .swift, !keywords.contains(word), !closed || listsParameters() else { return false }
        skipSpace()
        return !(previousWord() == "define" && isDirective())
    }

    /// Whether the call's arguments can be a C function's parameters: each a type and a name
    /// (`NSString *key`, `CFStringRef comment`, `const std::string &key`, C++'s `NSString *c =
    /// @""`), never a literal (but after `=`), `nil` or one word or bracketed group. A word
    /// before a call (the last word of a comment above it, `#if TARGET_OS_OSX`, `NS_DURING`)
    /// then makes no declaration of `NSLocalizedString(titleKey, nil)` or of
    /// `NSLocalizedStringFromTable(@"k", tableName, @"c")`. (A prototype without parameter
    /// names, `CFStringRef MyLoc(CFStringRef, CFStringRef)`, is reported as genstrings reports it.)
    /// Top-level tokens are counted, a group as one: those of a group an enclosing call's parse
    /// walked are not counted again, so the fast path and the general parser agree.
    private func listsParameters() -> Bool {
        arguments.items.allSatisfy { ($0.hasAssignment || !$0.isLiteral) && !$0.isNull && $0.topTokens >= 2 }
    }

    @inline(never)  // rare: kept out of the scan loop, whose registers it would crowd
    private mutating func report(_ d: Diagnostic, at offset: Int) {
        var d = d
        let (line, column) = lines.location(of: offset)
        d.file = file
        d.line = line
        d.column = column
        diagnostics.append(d)
    }
}

/// Where a scan runs, as a type: the scan loop is compiled once for code and once for comments,
/// so that neither tests where it is at every stop.
protocol ScanPlace {
    static var inComment: Bool { get }
}

enum InCode: ScanPlace {
    static var inComment: Bool { false }
}

enum InComment: ScanPlace {
    static var inComment: Bool { true }
}
