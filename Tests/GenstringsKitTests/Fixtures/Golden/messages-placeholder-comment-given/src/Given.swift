let wick = NSLocalizedString("lantern.wick", comment: "No comment provided by engineer.")
let wick2 = NSLocalizedString("lantern.wick", comment: "Length of the wick")
