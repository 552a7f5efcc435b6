let a = NSLocalizedString("k2", comment: "Recover safe")
let b = NSLocalizedString("k2", comment: "Create Safe")
let c = NSLocalizedString("k2", comment: "Recover Safe")
