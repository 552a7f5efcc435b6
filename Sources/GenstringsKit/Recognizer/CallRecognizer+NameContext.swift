// What surrounds a routine's name in Swift code: a member's `.`, the type that qualifies it,
// the brackets and words around it.

extension CallRecognizer {
    /// Whether the name at `nameStart` follows a `.` (white space and line breaks between):
    /// `.help(`, `Text("x")\n    .help(`, not a function `help(`.
    func isMember(_ nameStart: Int) -> Bool {
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
    func isModifierPlace(nameStart: Int, nameEnd: Int) -> Bool {
        func named(_ name: StaticString) -> Bool { isText(nameStart..<nameEnd, name) }
        if named("value") { return isImplicitMember(nameStart) }
        guard named("description") || named("displayName") || named("configurationDisplayName") else { return true }
        guard let dot = memberDot(nameStart) else { return false }
        let q = Self.spaceStart(base, before: dot)
        return q > 0 && (base[q - 1] == UInt8(ascii: ")") || base[q - 1] == UInt8(ascii: "}"))
    }

    /// Where `String` starts in `String.NAME` (the name at `nameStart`, `Swift.String.` too), or nil.
    func stringQualifier(_ nameStart: Int) -> Int? {
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
    func isText(_ range: Range<Int>, _ text: StaticString) -> Bool {
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
    func isSwiftUIMember(_ nameStart: Int) -> Bool {
        guard let dot = memberDot(nameStart) else { return true }
        let module = qualifier(before: dot)
        return isText(module, "SwiftUI") && !(module.lowerBound > 0 && base[module.lowerBound - 1] == UInt8(ascii: "."))
    }

    /// Where the white space (line breaks included) that ends just before `p` begins.
    static func spaceStart(_ base: UnsafePointer<UInt8>, before p: Int) -> Int {
        var p = p
        while p > 0, ByteClass.isSpace(base[p - 1]) { p -= 1 }
        return p
    }

    /// Whether `t` is `(`, `[` or `{`.
    func isOpeningBracket(_ t: Token) -> Bool {
        t.kind == .punctuation && (base[t.start] == UInt8(ascii: "(") || base[t.start] == UInt8(ascii: "[")
                                   || base[t.start] == UInt8(ascii: "{"))
    }

    /// Whether `t` is `)`, `]` or `}`.
    func isClosingBracket(_ t: Token) -> Bool {
        t.kind == .punctuation && (base[t.start] == UInt8(ascii: ")") || base[t.start] == UInt8(ascii: "]")
                                   || base[t.start] == UInt8(ascii: "}"))
    }

    /// Whether `t` is the identifier `word`.
    func isWord(_ t: Token, _ word: StaticString) -> Bool {
        t.kind == .identifier && t.end - t.start == word.utf8CodeUnitCount && memoryEquals(base + t.start, word)
    }

    /// Whether `t` is the punctuation `b`.
    func isPunctuation(_ t: Token, _ b: UInt8) -> Bool {
        t.kind == .punctuation && base[t.start] == b
    }

    /// Whether the `init` at `nameStart` is an implicit member (`.init(`, a
    /// `LocalizedStringResource` or a `String` where one is expected) or the `init` of one of
    /// the types that take a localized literal (`LocalizedStringResource.init(`,
    /// `String.init(localized:`): not `super.init(` or `Self.init(`, nor a declaration's `init(`.
    func isResourceInit(_ nameStart: Int) -> Bool {
        guard nameStart > 0, base[nameStart - 1] == UInt8(ascii: ".") else { return false }
        let type = qualifier(before: nameStart - 1, adjacent: true)
        if type.isEmpty { return true }
        return isText(type, "LocalizedStringResource") || isText(type, "String") || isText(type, "AttributedString")
    }
}
