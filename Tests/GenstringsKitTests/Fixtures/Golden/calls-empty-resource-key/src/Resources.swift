import Foundation
// An empty LocalizedStringResource is ordinary, like Text(""): no entry and no warning.
let a = LocalizedStringResource("" /* none yet */)
let b = LocalizedStringResource("", comment: "Empty")
let c = LocalizedStringResource(name ?? "")
let d = LocalizedStringResource("Lunar orbit", comment: "Title")
