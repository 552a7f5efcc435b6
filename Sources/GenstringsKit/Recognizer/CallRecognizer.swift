/// Finds the calls of the routine families in one source buffer and turns them into
/// `PackedEntry` values and diagnostics.
///
/// The scan is textual, as genstrings' is: calls inside `//` and `/* */` comments and inside
/// `#define` bodies are found; string literals are skipped, except for the expressions inside
/// Swift interpolations, which are scanned like code.
///
/// Speed: the scan loop only looks at the bytes of the language's `ScanStops` (found 32 bytes
/// at a time by `StopFinder`); a call's arguments are parsed into a reused `ArgumentList` and
/// mapped to roles by byte comparisons; an entry's texts are numbered by a `TextInterner`
/// (no `String` is made), and lines are only counted where an entry or a diagnostic needs them.
///
/// This file holds the scan loop and the recognition of a call; its extensions, in files of
/// their own: what surrounds a name (`+NameContext`), the entries made from the arguments
/// (`+Entries`), and the keys Swift gives through types (`+TypedKeys`) and through the
/// project's own key parameters (`+DeclaredKeys`). `ArgumentParser` reads the arguments.
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
    var lines: LineCounter
    /// The scan's stop sets (small values; `routines` keeps their memory alive).
    private let codeStops: StopSet
    private let commentStops: StopSet
    /// Where a routine's pair lies in its name (see `ScanStops.nameOffsets`).
    private let nameOffsets: UnsafePointer<UInt8>
    /// Reused by every call: see `ArgumentList`.
    var arguments = ArgumentList()
    /// Brackets that a call's parse found open at the end of its text, each with the offset
    /// where that text ended and where the parse's first unterminated literal started, if any
    /// (see `recognizeCall`).
    private var unclosedBrackets: [Int: (limit: Int, unterminatedLiteral: Int?)] = [:]
    /// The arguments of the last call read by the fast path (see `PlainCall`).
    var plainCall = PlainCall()
    /// Whether calls go through the fast path first (see `Extractor.readsPlainCalls`).
    var readsPlainCalls = true
    /// Whether entries get their line and column (see `ExtractionOptions.entryLocations`).
    var entryLocations = true
    /// Reused by every literal text that has to be rewritten (see `LiteralText`).
    var textBuffer: [UInt8] = []
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
    var defaultTable = PackedEntry.none
    /// The parts of the file that are never compiled (`Lexer.disabledBlocks`), once asked for.
    private var disabledBlocks: [Range<Int>]? = nil
    /// For a catalog: the bodies of the types the file declares or extends, once asked for
    /// (see `selfType`).
    var typeBodies: KeyParameters.TypeBodies? = nil
    /// For a catalog: the types of the project's values with the names this file declares in
    /// blocks (see `ValueTypes`), read at the first interpolation.
    var fileValueTypes: ValueTypes? = nil
    /// How deep `implicitInits` is in the types that `.init(...)` arguments make (see
    /// `deepestInit`).
    var initDepth = 0
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
        self.nameOffsets = UnsafePointer(routines.stops.nameOffsets)
    }

    var base: UnsafePointer<UInt8> { lexer.base }

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
            default:  // a routine name's pair, or another identifier's bytes that match it
                // The name it would be begins as many bytes before as the pair lies in it. (As
                // it must run to the stop without a byte that is no identifier's, it cannot begin
                // inside a literal, comment or call the loop passed: each ends with such a byte.)
                let stop = p
                p -= Int(nameOffsets[Int(base[stop])])
                // Most are other names (`NSString`): ruled out by their first bytes. The scan
                // goes on after the stop, not after the identifier, which may hold a name after a
                // non-ASCII symbol (`x·NSLocalizedString`) or a later stop for a name it begins.
                if p < 0 || !routines.mayStartName(base, at: p, count: lexer.count) {
                    p = stop + 1
                    continue
                }
                let end = lx.skipIdentifier(p)
                // A name begins after a byte that is no identifier's, or a non-ASCII character
                // that is no letter (`“NSLocalizedString(` in a comment), and runs to the stop: a
                // shorter one before it was found at its own stop (`Text` in `Text(uploadSpeed)`,
                // where `dS` is `NSLocalizedString`'s pair).
                if end > stop, p == 0 || !ByteClass.isIdentifier(base[p - 1]) || (base[p - 1] >= 0x80 && !lx.isLetterBefore(p)),
                   let routine = routines.match(base + p, count: end - p),
                   !(Place.inComment && forCatalogs && routine.form.isCompilerExtracted) {
                    let callLimit = Place.inComment ? min(limit, end &+ Self.commentCallLength) : limit
                    p = max(recognizeCall(routine.form, nameStart: p, nameEnd: end, limit: callLimit, inComment: Place.inComment), end)
                } else {
                    p = stop + 1
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

    // MARK: - Calls

    /// How far a call in a comment may reach: one that is not closed within this many bytes
    /// of its name is prose, as one not closed before the comment ends is. Commented-out calls
    /// are far shorter; without a bound, a comment full of unclosed mentions hidden from each
    /// other's parse (each parse reading a `/*` inside the comment as an unterminated comment)
    /// took quadratic time.
    static let commentCallLength = 4096

    /// Which argument gives which text of an entry, and how interpolations are written.
    struct Roles {
        var key: Int
        var table: Int?
        var value: Int?
        var comment: Int?
        var style: LiteralText.InterpolationStyle
    }

    enum Problem: Error {
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

    enum Plan {
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
    mutating func parseKnownArguments(open: Token, _ lx: inout Lexer) -> (closed: Bool, unterminatedLiteral: Bool) {
        let limit = lx.limit
        if let unclosed = unclosedBrackets[open.start], unclosed.limit == limit {
            return (false, unclosed.unterminatedLiteral.map { $0 > open.start } ?? false)
        }
        arguments.start(open: open.start)
        let closed = ArgumentParser.parse(&lx, base: base, language: lexer.language, into: &arguments)
        if arguments.reachedEnd {
            for bracket in arguments.openBrackets { unclosedBrackets[bracket] = (limit, arguments.firstUnterminatedLiteral) }
        }
        return (closed, !closed && arguments.firstUnterminatedLiteral != nil)
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
