let a = NSLocalizedString(#"Drive C:\"#, comment: "Raw backslash at the end")
let b = NSLocalizedString("Airlock", comment: "Door")
