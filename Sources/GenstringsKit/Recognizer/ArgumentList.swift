/// The arguments of one call and the literal tokens they are made of. The recognizer keeps one
/// and empties it for each call, so that parsing arguments allocates nothing once the arrays
/// have grown to the largest call.
struct ArgumentList {
    var items: [Argument] = []
    /// The parts of every argument, each argument's parts contiguous (an argument only gains
    /// parts while it is the last one).
    var parts: [Token] = []
    /// Whether every argument was a closed literal without interpolation, or `nil`, read by
    /// `simpleArgument`: then the call holds nothing the scan has to look into.
    var onlyLiterals = true
    /// Whether the parse ran into the end of the text with brackets still open.
    var reachedEnd = false
    /// The offsets of the brackets opened and not yet closed, the call's own `(` first: the
    /// first `openCount` of `brackets` (kept, not emptied, from call to call).
    private var brackets: [Int] = []
    private var openCount = 0

    var openBrackets: ArraySlice<Int> { brackets[..<openCount] }

    mutating func openBracket(at offset: Int) {
        if openCount < brackets.count { brackets[openCount] = offset } else { brackets.append(offset) }
        openCount += 1
    }

    /// Closes the innermost open bracket (never the call's own).
    mutating func closeBracket() {
        if openCount > 1 { openCount -= 1 }
    }

    /// Empties the list for the call whose `(` is at `open`.
    mutating func start(open: Int) {
        items.removeAll(keepingCapacity: true)
        parts.removeAll(keepingCapacity: true)
        onlyLiterals = true
        reachedEnd = false
        openCount = 0
        openBracket(at: open)
    }
}
