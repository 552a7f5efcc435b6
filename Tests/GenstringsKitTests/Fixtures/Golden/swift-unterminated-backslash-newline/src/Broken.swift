let a = "broken \
let b = NSLocalizedString("shown", comment: "c")
