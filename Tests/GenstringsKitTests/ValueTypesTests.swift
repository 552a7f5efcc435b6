import XCTest
@testable import GenstringsKit

final class ValueTypesTests: XCTestCase {
    /// The specifier of each type SwiftUI's `LocalizedStringKey` formats, with a `?` for an
    /// optional of it, and none for others.
    func testSpecifierOfType() {
        func specifier(_ type: String) -> String { String(decoding: ValueTypes.specifier(ofType: Array(type.utf8)), as: UTF8.self) }
        let expected = ["Int": "%lld", "Int64": "%lld", "Swift.Int": "%lld", "Int8": "%d", "Int16": "%d", "Int32": "%d",
                        "UInt": "%llu", "UInt64": "%llu", "UInt8": "%u", "UInt16": "%u", "UInt32": "%u",
                        "Double": "%lf", "CGFloat": "%lf", "Float": "%f", "String": "%@",
                        "Int?": "%lld?", "Double??": "%lf??", "Date?": "", "Int!": "", "Date": "", "Bool": "", "Decimal": ""]
        for (type, want) in expected { XCTAssertEqual(specifier(type), want, type) }
    }

    /// A declaration's type, written or given by its value; what follows the value must start
    /// another statement.
    func testSpecifierOfDeclaration() {
        func specifier(_ text: String) -> String {
            // `text` follows a declared name: the lexer starts after `x`.
            let bytes = Array(("x" + text).utf8)
            return bytes.withUnsafeBufferPointer { b in
                let lexer = Lexer(base: b.baseAddress!, count: b.count, language: .swift, pos: 1)
                return String(decoding: ValueTypes.specifier(ofDeclarationAt: lexer), as: UTF8.self)
            }
        }
        let expected = [": Int\n": "%lld", ": Int = 3": "%lld", ": Swift.Double {": "%lf", ": Int?": "%lld?", ": Int!": "",
                        ": Binding<Int>": "", ": [Int]": "[]", ": Set<Int>": "[]", ": [String: Int]?": "[]",
                        ": Float\nvar next: Int": "%f",
                        " = 0\n": "%lld", " = -2;": "%lld", " = 0.5 }": "%lf", " = 1e3": "%lf", " = 0xFF": "%lld",
                        " = 0x1p4": "%lf", " = 5 { didSet { save() } }": "%lld", " = \"a\"": "%@", " = items.count\n": "%lld", " = a.b.count": "%lld",
                        " = 0 + 1": "", " = total": "", " = count": "%lld", " = items.count.description": "", " = f()": "",
                        " = a?.items.count\n": "%lld?", " = a!.count\n": "%lld", " = pair.1.count": "%lld",
                        // (Calls and subscripts are not followed in declarations.)
                        " = f().count": "", " = rows[0].count": ""]
        for (text, want) in expected { XCTAssertEqual(specifier(text), want, text) }
    }

    /// The names a file declares in blocks, each usable from its declaration (or its block's
    /// start) to its block's end (a `guard let`'s from its `else` block's end): at each `@` of
    /// the source, the innermost one of `x` (a specifier, `= expression`, `? optional` for a
    /// name unwrapping one, or `case name count index` for a value of an enum case, up to the
    /// next `case`).
    func testLocalNames() {
        let source = """
        struct S {
            var x: Int
            func f(x: Double) {
                /*@*/
                let x = "a"
                /*@*/
                items.map { x in /*@*/ }
                for x in items { /*@*/ }
                if let x = y { /*@*/ }
                /*@*/
                guard let x else { /*@*/ return }
                /*@*/
                if let x, let z = x.w { /*@*/ }
                while var x = try? next() { /*@*/ }
            }
            func g() { /*@*/ }
            func h(_ p: Int) { let x: Int8 = 1; { (x: UInt) in /*@*/ }; /*@*/ }
            func k(p: P) {
                switch p {
                case .a(let x, _): /*@*/ break
                case let E.b(_, x), .d(x, 0): /*@*/ break
                default: /*@*/ break
                }
                if case .c(label: let x) = p { /*@*/ }
            }
        }
        protocol P { func r(x: Float) }
        var y = 0 { didSet { /*@*/ } }
        """
        let bytes = Array(source.utf8)
        let found = bytes.withUnsafeBufferPointer { KeyParameters.localNames(in: $0.baseAddress!, count: $0.count) }
        let places = bytes.indices.filter { bytes[$0] == UInt8(ascii: "@") }  // (in `/*@*/`)
        let specifiers = places.map { p -> String in
            switch found.value(of: Array("x".utf8), at: p) {
            case .specifier(let specifier)?: return String(decoding: specifier, as: UTF8.self)
            case .expression(let range)?: return "= " + String(decoding: bytes[range], as: UTF8.self)
            case .unwrapped(let range)?: return "? " + String(decoding: bytes[range], as: UTF8.self)
            case .caseValue(let name, let count, let index)?: return "case \(String(decoding: name, as: UTF8.self)) \(count) \(index)"
            case nil: return "none"
            }
        }
        XCTAssertEqual(specifiers, ["%lf", "%@", "", "", "? y", "%@", "%@", "? x", "? x", "? try? next()",
                                    "none", "%llu", "%d", "case a 2 0", "case d 2 0", "none", "case c 1 0", "none"])
    }
}
