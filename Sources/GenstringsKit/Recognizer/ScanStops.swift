/// Where the call recognizer's scan loop has to look, for one language and one set of
/// routines: the bytes that can start a literal or a comment, and two bytes of every routine
/// name (a one-byte name stops on its byte). Everything else is skipped in blocks.
///
/// A name's two bytes are, where it has one, its first camel hump, a lowercase letter followed
/// by a capital (`NSLocalize|dS|tring`, `CFCop|yL|ocalizedString`): code is full of names that
/// share a routine's first two bytes (`NSString`, `CFRelease`), far fewer share such a pair,
/// and each stop that is no call costs the scan a turn. A pair's first byte says how far into
/// the name it lies (`nameOffsets`), so one byte must not stand at two places of the names:
/// where it would, every name stops at its first two bytes.
///
/// `@"` is not a stop of its own: the loop finds its quote and looks one byte back.
///
/// (Unchecked `Sendable`: the sets' memory is written once, here, and only read afterwards.)
final class ScanStops: @unchecked Sendable {
    /// In code: `"`, `'` (C family, Java) or `#` (Swift raw strings), `/`, routine names.
    let code: StopSet
    /// Inside a comment, where `/` starts nothing.
    let comment: StopSet
    /// Per byte that begins a name's pair: how far into the name the pair lies (0 for the
    /// others). A stop at such a byte is a name that begins that many bytes before. (256
    /// bytes behind a pointer, which the scan reads without counting references.)
    let nameOffsets: UnsafeMutablePointer<UInt8>

    /// `insideNames` false: every name stops at its first two bytes.
    init(language: SourceLanguage, routineNames: [[UInt8]], insideNames: Bool = true) {
        var lexical = [UInt8(ascii: "\"")]
        switch language {
        case .swift: lexical.append(UInt8(ascii: "#"))
        case .cFamily, .java: lexical.append(UInt8(ascii: "'"))
        }
        let names = routineNames.filter { !$0.isEmpty }
        let singles = names.filter { $0.count == 1 }.map { $0[0] }
        let offsets = insideNames ? Self.pairOffsets(names.filter { $0.count > 1 }, singles: singles) : nil
        var pairs: [(UInt8, UInt8)] = []
        nameOffsets = .allocate(capacity: 256)
        nameOffsets.initialize(repeating: 0, count: 256)
        for name in names where name.count > 1 {
            let k = offsets?[name] ?? 0
            pairs.append((name[k], name[k + 1]))
            nameOffsets[Int(name[k])] = UInt8(k)
        }
        // Both sets get the kind the larger (the code set) needs: the scan loop is compiled per
        // kind, and one loop scans code and comments.
        let codeSingles = lexical + [UInt8(ascii: "/")] + singles
        let members = StopSet.members(singles: codeSingles, pairs: pairs)
        let kind = StopSet.Kind(singles: members.singles.count, pairs: members.pairs.count)
        code = StopSet(singles: codeSingles, pairs: pairs, kind: kind)
        comment = StopSet(singles: lexical + singles, pairs: pairs, kind: kind)
    }

    /// Where each name's pair lies: its first camel hump whose first byte no other name's pair
    /// (or one-byte name) has at another place, else its first two bytes; nil when those too
    /// would put a byte at two places.
    static func pairOffsets(_ names: [[UInt8]], singles: [UInt8]) -> [[UInt8]: Int]? {
        func isHump(_ name: [UInt8], _ k: Int) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(name[k]) && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(name[k + 1])
        }
        // Each pair's first byte, at its place (a one-byte name's byte is one, at 0).
        var placeOf = [Int](repeating: -1, count: 256)
        for b in singles { placeOf[Int(b)] = 0 }
        var chosen: [[UInt8]: Int] = [:]
        for name in names {
            let humps = (0..<min(name.count - 1, 255)).filter { isHump(name, $0) }
            guard let k = (humps + [0]).first(where: { placeOf[Int(name[$0])] == -1 || placeOf[Int(name[$0])] == $0 }) else {
                return nil
            }
            placeOf[Int(name[k])] = k
            chosen[name] = k
        }
        return chosen
    }

    deinit {
        code.deallocate()
        comment.deallocate()
        nameOffsets.deallocate()
    }
}
