let t = NSLocalizedString("files", value: "%lld documents", comment: "Count")
