import SwiftUI

// An optional (`Int?`) is no number to an interpolation: unwrapped (`??`, `!`, `if let`,
// `guard let`), it is its wrapped type's.
struct Optionals: View {
    var account: Account?
    var poll: Poll
    var maybe: Int?
    var items: [String]
    var lookup: [String: Int]
    var value: Any

    var body: some View {
        VStack {
            // `a ?? b`: `a`'s type unwrapped, through an optional chain (`?.`) too.
            Text("Followers \(account?.followersCount ?? 0), hops \(account?.hops ?? 0), ratio \(poll.ratio ?? 0)")
            Text("Maybe \(maybe ?? 0), forced \(maybe!), plus \(maybe ?? 0 + 1)")
            // Where `a`'s type is not known, `b`'s: a literal's by itself (`0`, an `Int`).
            Text("Unknown \(lookup["x"] ?? 0), \(notDeclared ?? 2.5)")
            // Still optional, or a `String`: `%@`.
            Text("Optional \(maybe), \(account?.followersCount), name \(account?.name ?? "none")")
            // An optional takes no arithmetic; a list of arguments is no expression.
            Text("Invalid \(maybe + 1), \(maybe ?? 0, format: .number)")
            // A cast has its type.
            Text("Cast \(value as? Int ?? 0), \(value as! Double), \(value as? [Int] ?? [])")
            // `count` after calls, subscripts, closures and a tuple's element is a collection's.
            Text("Counts \(items.filter { $0.isEmpty }.count), \(items.first?.count ?? 0), \(items.map { $0 }.count + 1)")
            if let followers = account?.followersCount {
                Text("Bound \(followers)")
            }
            if let first = items.first?.count {
                Text("First \(first)")
            }
            // `if let x` unwraps the `x` outside; `if let x: T` has the type written.
            if let maybe, maybe > 2, let ratio: Double = poll.ratio {
                Text("Shorthand \(maybe), typed \(ratio)")
            }
            if let hops = account?.hops, let ratio = poll.ratio {
                Text("Two \(hops), \(ratio)")
            }
            // A pattern's names are not known.
            if case .some(let x) = maybe {
                Text("Pattern \(x)")
            }
        }
    }

    // A `guard let`'s name is the unwrapped value after the guard, not in its `else` block.
    func row(count: Int?, pair: (Int, [String])) -> some View {
        guard let count else { return Text("Else \(count)") }
        return Text("After \(count), \(pair.1.count)")
    }

    // A name given an optional is one; `??` unwraps it.
    func given() -> some View {
        let x = maybe
        let y = x ?? 1
        return Text("Given \(y), \(x)")
    }
}
