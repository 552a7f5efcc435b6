/// One argument of a call as the recognizer sees it: its label (Swift), the string literals at
/// its top level, and whether it is `nil`/`NULL`.
struct Argument {
    var label: Range<Int>?
    /// The literal tokens that make up the argument, when it is a literal: `partCount` tokens
    /// from `partsStart` in the `parts` of its `ArgumentList`.
    var partsStart: Int
    var partCount = 0
    var isNull = false
    /// Tokens seen in the argument, at any depth (labels not counted).
    var tokenCount = 0
    /// Tokens at the argument's own level, a bracketed group counting as one (its opening
    /// bracket): the same whether the group was walked or skipped as one an enclosing call's
    /// parse had walked (see `ArgumentList.groups`).
    var topTokens = 0
    /// Whether a `=` stands at the argument's own level (a C++ default argument, `c = @""`).
    var hasAssignment = false
    /// Whether a `:` token (not the label's) appears in the argument, at any depth.
    var hasColon = false
    /// Whether the argument is a conditional expression: a `?` and then a `:` at its top level
    /// (`c ? "a" : "b"`), other than Objective-C's `x ?: "y"`. (A `:` alone is not one: prose
    /// in a C comment may show a Swift call, `NSLocalizedString("k", comment: "c")`.)
    var isConditional = false
    /// Where the argument's first token after its label starts, and where the `,` or `)` after
    /// it starts (-1 when not known: an argument read by `ArgumentParser.simpleArgument`, never a conditional).
    var start = -1
    var end = -1

    init(partsStart: Int) {
        self.partsStart = partsStart
    }

    var isEmpty: Bool { tokenCount == 0 }
    /// genstrings takes the string literals at an argument's top level and ignores the other
    /// tokens: `"prefix " + name` gives `prefix `, `x ?? "none"` gives `none`, and
    /// `nil"comment"` gives `comment`. Only an argument without any is not a literal.
    var isLiteral: Bool { partCount > 0 }
    /// A literal that is one text: not a conditional, whose literals are alternatives (joining
    /// them would make a key that no code looks up).
    var isSingleText: Bool { isLiteral && !isConditional }
}
