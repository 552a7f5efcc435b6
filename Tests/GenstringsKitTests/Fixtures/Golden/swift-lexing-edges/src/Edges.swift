import SwiftUI

// Each call below follows a Swift construct that once hid it or changed its key.
func ratios(total: Double?, count: Double?, yield: Double, months: Double) {
    let average = total!/count!, label = NSLocalizedString("Average/day", comment: "After a force-unwrap division")
    let rate = yield/months, note = NSLocalizedString("Yield/month", comment: "After a division by a contextual keyword")
    print(average, label, rate, note)
}

// Swift 6.2 raw identifiers may hold quotes and comment markers.
func `shows 5" screen title`() -> String { NSLocalizedString("After a raw identifier", comment: "Same line") }
func `matches /* globs`() {}
let afterRawIdentifiers = NSLocalizedString("After raw identifiers", comment: "Next lines")

struct Row: View {
    var title: String
    var count: Int
    var body: some View {
        VStack {
            Text(title.replacing(/"/, with: ""))
            Text("""
                You have \(count.formatted(
                    .number)) items
                """)
        }
    }
}

let continued = NSLocalizedString("""
    First \  
    second
    """, comment: "A continuation with trailing spaces")
let rawContinued = NSLocalizedString(#"""
    Raw \#
    joined
    """#, comment: "A raw continuation")
// An escaped backslash before `(` is no interpolation; in a raw literal `\\#` still continues.
let escapedParen = NSLocalizedString("""
    Type \\(name
    to insert it.
    """, comment: "An escaped backslash before a parenthesis")
let rawPath = NSLocalizedString(#"""
    C:\Temp\\#
    file
    """#, comment: "A raw continuation after a backslash")
