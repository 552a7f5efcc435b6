import Foundation
// Several specifiers and no value: Xcode gives the key a source unit numbered positionally.
let a = NSLocalizedString("%@ of %@", comment: "Progress")
// One specifier: no source unit.
let b = NSLocalizedString("Hello %@", comment: "Greeting")
// Already in the catalog without a source unit (as migrated from .strings): Xcode adds none.
let c = NSLocalizedString("%lu files in %@", comment: "Folder summary")
// Already in the catalog with an edited source unit: kept.
let d = NSLocalizedString("%@ and %@", comment: "Pair")
