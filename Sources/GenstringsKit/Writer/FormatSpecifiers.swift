/// printf/NSString format specifiers in a value, and genstrings' positional rewriting:
/// a value with two or more specifiers, none of them positional, gets `%1$@ %2$d`.
public enum FormatSpecifiers {
    public struct Specifier: Equatable {
        /// Offset of the `%`.
        public var start: Int
        public var end: Int
        public var isPositional: Bool
    }

    private static let lengthModifiers = Array("hlqLztj".utf8)
    private static let conversions = Array("diouxXfFeEgGaAcCsSpn@DUO".utf8)

    /// Which `%`s count as specifiers.
    public enum Rule {
        /// genstrings': every `%` that is not half of a `%%` is a specifier, whatever follows it
        /// (`%B`, `%\n`, `% of`, a `%` ending the text), as its tables show: `"%A%B%C"` gave
        /// `"%1$A%2$B%3$C"` (reported in 2018) and `"%@%\nTitle: %@"` gave `"%1$@%2$\nTitle: %3$@"`
        /// (a real project's tables of 2011).
        case genstrings
        /// printf's, for String Catalogs: a `%` not followed by a complete specifier
        /// (`100% sure`, `to 100%`) is none; the space flag is not accepted, so prose like
        /// `50% of` is not a specifier.
        case printf
    }

    /// The specifiers in UTF-8 `text`. `%%` is none; what else counts follows `rule`.
    /// NSRuleEditor's `%[choice]@` is one, with or without the conversion after the `]`.
    public static func specifiers(in text: [UInt8], rule: Rule = .genstrings) -> [Specifier] {
        var result: [Specifier] = []
        var i = 0
        let n = text.count
        func digits(_ j: inout Int) -> Bool {
            let s = j
            while j < n, text[j] >= 0x30, text[j] <= 0x39 { j += 1 }
            return j > s
        }
        while i < n {
            guard text[i] == UInt8(ascii: "%") else { i += 1; continue }
            var j = i + 1
            if j < n, text[j] == UInt8(ascii: "%") { i = j + 1; continue }
            var positional = false
            var k = j
            if digits(&k), k < n, text[k] == UInt8(ascii: "$") {
                positional = true
                j = k + 1
            }
            // NSRuleEditor's `%[choice]@` (also without the `@`, and after `n$`): a specifier,
            // as genstrings numbers it (`%1$[one]@ %2$[A]@`).
            if j < n, text[j] == UInt8(ascii: "["), let close = text[(j + 1)...].firstIndex(of: UInt8(ascii: "]")) {
                var k = close + 1
                while k < n, lengthModifiers.contains(text[k]) { k += 1 }
                let end = k < n && conversions.contains(text[k]) ? k + 1 : close + 1
                result.append(Specifier(start: i, end: end, isPositional: positional))
                i = end
                continue
            }
            while j < n, "-+#0'".utf8.contains(text[j]) { j += 1 }
            if j < n, text[j] == UInt8(ascii: "*") { j += 1 } else { _ = digits(&j) }
            if j < n, text[j] == UInt8(ascii: ".") {
                j += 1
                if j < n, text[j] == UInt8(ascii: "*") { j += 1 } else { _ = digits(&j) }
            }
            while j < n, lengthModifiers.contains(text[j]) { j += 1 }
            if j < n, conversions.contains(text[j]) {
                result.append(Specifier(start: i, end: j + 1, isPositional: positional))
                i = j + 1
            } else if j == n && rule == .genstrings {
                // A specifier cut off by the end of the text (`%@%`): genstrings counts it, and
                // numbers it (`%1$@%2$`), as a real project's tables show. (printf's reading
                // does not: `%2$` with no conversion would be no format at all.)
                result.append(Specifier(start: i, end: n, isPositional: positional))
                i = n
            } else if rule == .genstrings {
                // Not a complete specifier (`%B`, `% of`, `%\n`): genstrings counts it all the
                // same, and numbers it right after the `%` (`%2$B`). Only the `%` (and the digits
                // right after it, which give way to `n$`) belong to it: what follows stays text,
                // so a `*` there (`**%@%** bold`) takes no argument.
                var end = i + 1
                _ = digits(&end)
                result.append(Specifier(start: i, end: end, isPositional: positional))
                i = end
            } else {
                i += 1
            }
        }
        return result
    }

    /// genstrings' rewriting of a value: `%@ (Page %lu)` becomes `%1$@ (Page %2$lu)`, with the
    /// digits right after a `%` dropped (`%02d` becomes `%1$d`). A `*` width or precision
    /// takes an argument of its own, before the specifier's, as printf and CFString read them:
    /// `%*d` becomes `%2$*1$d` (`%2$*d` would read the wrong arguments).
    public static func numberedPositionally(_ value: String, rule: Rule = .genstrings) -> String {
        // Most values hold fewer than two `%`, so fewer than two specifiers: nothing to do, and
        // nothing to copy.
        let percents = value.withUTF8Bytes { bytes in
            var n = 0
            for b in bytes where b == UInt8(ascii: "%") { n &+= 1 }
            return n
        }
        if percents < 2 { return value }
        let bytes = Array(value.utf8)
        let specs = specifiers(in: bytes, rule: rule)
        guard specs.count >= 2, !specs.contains(where: { $0.isPositional }) else { return value }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + specs.count * 2)
        var last = 0
        var argument = 1
        for spec in specs {
            // genstrings writes `n$` in place of the digits right after the `%` (a width, or a
            // `0` flag and a width): `%02zd` becomes `%2$zd` and `%1@` becomes `%1$@`, as real
            // projects' tables of 2014 and 2023–2024 show. A precision (`%.2f`) and a width after
            // another flag (`%-5d`) are kept.
            var bodyStart = spec.start + 1
            while bodyStart < spec.end, bytes[bodyStart] >= 0x30, bytes[bodyStart] <= 0x39 { bodyStart += 1 }
            var body = bytes[bodyStart..<spec.end]
            // An NSRuleEditor choice (`[…]`) is copied as it is: a `*` in it is text.
            let choiceEnd = body.first == UInt8(ascii: "[") ? body.firstIndex(of: UInt8(ascii: "]")).map { $0 + 1 } ?? bodyStart : bodyStart
            let choice = bytes[bodyStart..<choiceEnd]
            body = bytes[choiceEnd..<spec.end]
            let stars = body.reduce(0) { $1 == UInt8(ascii: "*") ? $0 + 1 : $0 }
            out.append(contentsOf: bytes[last...spec.start])
            out.append(contentsOf: "\(argument + stars)$".utf8)
            out.append(contentsOf: choice)
            for b in body {
                out.append(b)
                if b == UInt8(ascii: "*") {
                    out.append(contentsOf: "\(argument)$".utf8)
                    argument += 1
                }
            }
            argument += 1
            last = spec.end
        }
        out.append(contentsOf: bytes[last...])
        return String(decoding: out, as: UTF8.self)
    }
}
