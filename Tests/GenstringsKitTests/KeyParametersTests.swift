import XCTest
@testable import GenstringsKit

final class KeyParametersTests: XCTestCase {
    /// The declarations of one name are kept one per shape (labels and omissible parameters):
    /// a generated file's thousands of `serialize(_:)` functions, each for its own type, beside
    /// one whose type takes keys, leave one signature for them all, so that a call looks
    /// through one rather than thousands (each call did, which took 16 s for 8,000 of them).
    func testSignaturesOfOneShapeAreMerged() {
        var source = """
        final class Feature { init(name: LocalizedStringKey) {} }
        func serialize(_ value: Feature) -> JSON { fatalError() }
        func serialize(_ value: Feature, label: String = "") -> JSON { fatalError() }

        """
        for i in 0..<2000 { source += "func serialize(_ v: T\(i)) -> JSON { fatalError() }\n" }
        let bytes = Array(source.utf8)
        let declarations = bytes.withUnsafeBufferPointer {
            KeyParameters.declarations(in: $0.baseAddress!, count: $0.count, types: .init(swiftUI: true, modern: false))
        }
        let parameters = KeyParameters([declarations])
        let uses = parameters.uses(ofType: Array("serialize".utf8))  // (the same lookup by name)
        XCTAssertEqual(uses?.signatures.map(\.labels), [[nil], [nil, Array("label".utf8)]])
        // The first shape's declarations disagree on the type of their one parameter.
        XCTAssertEqual(uses?.signatures.first?.keys.typedUnlabelled, [0: []])
    }

    /// `Uses.resolved(for:)` gives the same for every call whether the signatures are one per
    /// declaration or merged by shape (`KeyParameters.byShape`): random declarations and calls.
    func testMergedSignaturesResolveAsEach() {
        var rng = CatalogTestRandom(seed: 0x5eed)
        func below(_ n: Int) -> Int { Int.random(in: 0..<n, using: &rng) }
        let pool: [[UInt8]?] = [nil, Array("title".utf8), Array("text".utf8), Array("value".utf8)]
        let types: [[UInt8]] = [Array("Row".utf8), Array("Icon".utf8), []]
        func randomUses() -> KeyParameters.Uses {
            var uses = KeyParameters.Uses()
            for _ in 0..<below(3) {
                switch below(5) {
                case 0: uses.labels.insert(pool[1 + below(3)]!)
                case 1: uses.unlabelled.insert(below(2))
                case 2: uses.listLabels.insert(pool[1 + below(3)]!)
                case 3: uses.typedLabels[pool[1 + below(3)]!] = types[below(3)]
                default: uses.typedUnlabelled[below(2)] = types[below(3)]
                }
            }
            if below(6) == 0 { uses.assigned = true }
            if below(6) == 0 { uses.assignedType = types[below(3)] }
            return uses
        }
        func withoutSignatures(_ uses: KeyParameters.Uses) -> KeyParameters.Uses {
            var uses = uses
            uses.signatures = []
            return uses
        }
        var merges = 0
        for _ in 0..<2000 {
            var signatures: [KeyParameters.Signature] = []
            for _ in 0..<(1 + below(8)) {
                var signature = KeyParameters.Signature()
                for _ in 0..<below(3) {
                    signature.labels.append(pool[below(pool.count)])
                    signature.omissible.append(below(2) == 0)
                }
                signature.keys = randomUses()
                signature.strings = randomUses()
                signatures.append(signature)
            }
            var each = KeyParameters.Uses(), merged = KeyParameters.Uses()
            each.signatures = signatures
            merged.signatures = KeyParameters.byShape(signatures)
            if merged.signatures.count < signatures.count { merges += 1 }
            for _ in 0..<8 {
                let call = (0..<below(3)).map { _ in pool[below(pool.count)] }
                XCTAssertEqual(withoutSignatures(each.resolved(for: call)), withoutSignatures(merged.resolved(for: call)),
                               "\(signatures) called with \(call)")
            }
        }
        XCTAssertGreaterThan(merges, 500)  // (the cases do merge signatures)
    }
}
