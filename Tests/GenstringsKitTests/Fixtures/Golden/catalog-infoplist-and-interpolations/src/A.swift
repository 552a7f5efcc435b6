import Foundation
// An interpolation makes the key another text at run time: not in the catalog (Xcode leaves it out too).
let a = NSLocalizedString("Delete “\(name)”?", comment: "Confirmation")
let b = NSLocalizedString("Plain", comment: "Kept")
let e = NSLocalizedString("caf\u{e9}", comment: "A Swift escape is its character in the catalog")
