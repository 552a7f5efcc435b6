import SwiftUI

// A name in an interpolation is the innermost declaration that can be used there: a name of
// the block it is in (declared before it), a parameter of the function it is in, a name a
// closure, a loop or an `if let` binds; else a property or a variable of no block.
struct Scopes: View {
    var count: Int
    var level: Int
    var size: Double
    var maybeLevel: Int?
    var items: [String]

    var body: some View {
        VStack {
            // The property, an `Int`; the closure's `count` is of a type not known.
            Text("Count \(count)")
            ForEach(items, id: \.self) { count in
                Text("Closure \(count)")
            }
            // A closure's name of a written type has it.
            ForEach(items.indices, id: \.self) { [items] (count: Int) in
                Text("Typed \(count) of \(items.count)")
            }
            // The `if let`'s `level` in its block only.
            if let level = maybeLevel {
                Text("Bound \(level)")
            }
            Text("Level \(level)")
            // A loop's name in its block only.
            ForEach(0..<3) { _ in
                Text("Size \(size)")
            }
            // A variable of no block (Globals.swift).
            Text("Version \(appVersion)")
        }
    }

    func row(total: Int) -> some View {
        // A parameter (`total` is a `String` property of `Totals`); a local declared after the
        // use is not it yet.
        Text("Row \(total), size \(size)")
        let size = "big"
        return Text("After \(size)")
    }

    func durations(totalSeconds: Int) -> some View {
        // A name given an expression has the expression's type (parentheses are followed); the
        // name is not its own expression's (`level * 2` is the property's).
        let hours = totalSeconds / 3600
        let minutes = (totalSeconds % 3600)
            / 60
        let unit = hours > 1 ? "hours" : "hour"
        let level = level * 2
        return Text("Duration \(hours) \(unit) \(minutes) min, \((size * 2) / 3), level \(level)")
    }

    func sums(z: Int) -> some View {
        // A name given an expression is read again where it is used, within a budget of 256
        // operands for an interpolation: `a2` takes 17, `a0` more (not known).
        let a2 = z + z + z + z + z + z + z + z + z + z + z + z + z + z + z + z
        let a1 = a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2
        let a0 = a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1
        return Text("Sums \(a2), \(a0)")
    }

    func other() -> some View {
        // `row`'s `size` and `total` are not this function's: `total` is `Totals`' `String`.
        Text("Other \(size), \(total)")
    }

    func loop() {
        for level in items {
            print(String(localized: "Loop \(level)"))
        }
        guard let found = maybeLevel else { return }
        print(String(localized: "Found \(found), level \(level)"))
    }
}

extension Scopes {
    // What a loop or a closure is given from a range of integers, an array's `indices` or the
    // offsets of `enumerated()` is an `Int`; from another sequence, of a type not known.
    var numbered: some View {
        VStack {
            ForEach(0..<3) { row in Text("Range \(row)") }
            ForEach(items.indices, id: \.self) { index in Text("Indices \(index + 1)") }
            ForEach(Array(items.enumerated()), id: \.offset) { offset, item in Text("Enumerated \(offset): \(item)") }
            ForEach(Array(stride(from: 0.5, to: 2, by: 0.5)), id: \.self) { value in Text("Strides \(value)") }
        }
    }

    func loops() {
        for i in 1...3 { print(String(localized: "Loop range \(i)")) }
        for (n, item) in items.enumerated() where n > 0 { print(String(localized: "Loop offset \(n) \(item)")) }
        var tries = 0
        repeat { tries += 1 } while tries < 3
        // The `while` of a `repeat` loop opens no block: the `let` after it is this function's.
        let total = tries
        print(String(localized: "After repeat \(total)"))
    }
}

protocol Resizable {
    func resize(width: Double)
}

struct Totals {
    var total: String
    var width: Int
    var body: some View {
        // `resize(width:)` has no block: its parameter is nobody's.
        Text("Width \(width)")
    }
}
