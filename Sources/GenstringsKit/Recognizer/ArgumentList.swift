/// The arguments of one call and the literal tokens they are made of. The recognizer keeps one
/// and empties it for each call, so that parsing arguments allocates nothing once the arrays
/// have grown to the largest call.
struct ArgumentList {
    /// The first `keptAtMost` arguments.
    private(set) var items: [Argument] = []
    /// The arguments after those, counted only: no form takes more than six arguments, and
    /// keeping a call's every argument would cost 70 bytes per argument, a gigabyte for a
    /// 10 MB file of commas inside one call.
    private(set) var droppedCount = 0
    static let keptAtMost = 64
    /// How many arguments the call has.
    var count: Int { items.count + droppedCount }

    /// Adds an argument (its parts are the last of `parts`).
    mutating func append(_ argument: Argument) {
        if items.count < Self.keptAtMost {
            items.append(argument)
        } else {
            droppedCount += 1
            parts.removeSubrange(argument.partsStart...)
        }
    }
    /// Puts `argument` in the place of argument `index` (one of its literals for it alone).
    mutating func replace(_ index: Int, with argument: Argument) {
        items[index] = argument
    }

    /// The parts of every argument, each argument's parts contiguous (an argument only gains
    /// parts while it is the last one).
    var parts: [Token] = []
    /// Whether every argument was a closed literal without interpolation, or `nil`, read by
    /// `ArgumentParser.simpleArgument`: then the call holds nothing the scan has to look into.
    var onlyLiterals = true
    /// Whether the parse ran into the end of the text with brackets still open.
    var reachedEnd = false
    /// Where the first literal the parse found unterminated starts, at any depth; nil for none.
    var firstUnterminatedLiteral: Int?
    /// The offsets of the brackets opened and not yet closed, the call's own `(` first: the
    /// first `openCount` of `brackets` (kept, not emptied, from call to call).
    private var brackets: [Int] = []
    private var openCount = 0

    var openBrackets: ArraySlice<Int> { brackets[..<openCount] }

    mutating func openBracket(at offset: Int) {
        if openCount < brackets.count { brackets[openCount] = offset } else { brackets.append(offset) }
        openCount += 1
    }

    /// Closes the innermost open bracket (never the call's own); `end` is the offset after
    /// the closing bracket, `lastColon` the offset of the last `:` seen (-1: none). A long
    /// group is remembered in `groups`.
    mutating func closeBracket(end: Int, lastColon: Int) {
        guard openCount > 1 else { return }
        openCount -= 1
        let open = brackets[openCount]
        if end - open >= Self.rememberedGroupLength { groups[open] = Group(end: end, hasColon: lastColon > open) }
    }

    struct Group {
        var end: Int
        var hasColon: Bool
    }

    /// The bracket groups of at least `rememberedGroupLength` bytes that parses have walked
    /// through, by the offset of the opening bracket: the offset after the closing one (and
    /// whether a `:` lies between, see `Argument.hasColon`). A
    /// call nested in another's arguments is parsed after the outer one, and skips such a
    /// group in one step rather than walking it again; without this, each call of a deep
    /// nest walks all the calls inside it, in quadratic time. (The lexer's tokens from an
    /// offset do not depend on where the walk started, so the group ends where it did.)
    /// Kept for the whole text; short groups are not worth the lookups.
    private(set) var groups: [Int: Group] = [:]
    static let rememberedGroupLength = 128

    /// Empties the list for the call whose `(` is at `open`.
    mutating func start(open: Int) {
        items.removeAll(keepingCapacity: true)
        droppedCount = 0
        parts.removeAll(keepingCapacity: true)
        onlyLiterals = true
        reachedEnd = false
        firstUnterminatedLiteral = nil
        openCount = 0
        openBracket(at: open)
    }
}
