import Foundation
// An interpolation makes the key another text at run time: not in the catalog (Xcode leaves it out too).
let a = NSLocalizedString("Delete “\(name)”?", comment: "Confirmation")
let b = NSLocalizedString("Plain", comment: "Kept")
