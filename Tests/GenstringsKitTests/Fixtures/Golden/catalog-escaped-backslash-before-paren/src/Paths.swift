let a = NSLocalizedString("Saved to C:\\(drive)", comment: "Backslash then a parenthesis")
let b = NSLocalizedString("Line one\n(line two)", comment: "Escape then a parenthesis")
let c = NSLocalizedString("Hello \(name)", comment: "A real interpolation")
