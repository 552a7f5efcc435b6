/// Where the call recognizer's scan loop has to look, for one language and one set of
/// routines: the bytes that can start a literal or a comment, and the first two bytes of every
/// routine name (a one-byte name stops on its byte). Everything else is skipped in blocks.
///
/// `@"` is not a stop of its own: the loop finds its quote and looks one byte back.
///
/// (Unchecked `Sendable`: the sets' memory is written once, here, and only read afterwards.)
final class ScanStops: @unchecked Sendable {
    /// In code: `"`, `'` (C family, Java) or `#` (Swift raw strings), `/`, routine names.
    let code: StopSet
    /// Inside a comment, where `/` starts nothing.
    let comment: StopSet

    init(language: SourceLanguage, routineNames: [[UInt8]]) {
        var lexical = [UInt8(ascii: "\"")]
        switch language {
        case .swift: lexical.append(UInt8(ascii: "#"))
        case .cFamily, .java: lexical.append(UInt8(ascii: "'"))
        }
        var singles: [UInt8] = []
        var pairs: [(UInt8, UInt8)] = []
        for name in routineNames where !name.isEmpty {
            if name.count == 1 { singles.append(name[0]) } else { pairs.append((name[0], name[1])) }
        }
        // Both sets get the kind the larger (the code set) needs: the scan loop is compiled per
        // kind, and one loop scans code and comments.
        let codeSingles = lexical + [UInt8(ascii: "/")] + singles
        let members = StopSet.members(singles: codeSingles, pairs: pairs)
        let kind = StopSet.Kind(singles: members.singles.count, pairs: members.pairs.count)
        code = StopSet(singles: codeSingles, pairs: pairs, kind: kind)
        comment = StopSet(singles: lexical + singles, pairs: pairs, kind: kind)
    }

    deinit {
        code.deallocate()
        comment.deallocate()
    }
}
