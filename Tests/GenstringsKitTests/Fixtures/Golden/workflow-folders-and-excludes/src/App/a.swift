let a = NSLocalizedString("a", comment: "Swift file in a folder")
