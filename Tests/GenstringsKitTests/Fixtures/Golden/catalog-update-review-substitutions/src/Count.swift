let t = NSLocalizedString("files", value: "%lld documents", comment: "How many")
