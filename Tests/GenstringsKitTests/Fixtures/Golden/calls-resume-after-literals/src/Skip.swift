let a = NSLocalizedString("outer \(NSLocalizedString("interpolated", comment: "Inside"))", comment: "Outer")
let b = NSLocalizedString("plain", comment: "Plain")
let c = NSLocalizedString(#"raw "quoted""#, comment: "Raw")
