import Foundation
let a = String(localized: "not.without.flag", comment: "Needs --modern-swift")
let b = LocalizedStringResource("not.either")
