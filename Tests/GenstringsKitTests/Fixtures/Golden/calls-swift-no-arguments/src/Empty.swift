let a = NSLocalizedString()
let b = NSLocalizedString("Airlock", comment: "Door")
