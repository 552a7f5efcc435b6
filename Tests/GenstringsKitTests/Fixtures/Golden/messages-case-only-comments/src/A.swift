let a = NSLocalizedString("recover_safe_title", comment: "Recover safe")
let b = NSLocalizedString("recover_safe_title", comment: "Create Safe")
let c = NSLocalizedString("recover_safe_title", comment: "Recover Safe")
let d = NSLocalizedString("recover_safe_title", comment: "Header of the review transaction screen")
