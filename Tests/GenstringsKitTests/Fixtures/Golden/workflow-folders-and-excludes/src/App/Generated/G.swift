let g = NSLocalizedString("generated", comment: "Excluded")
