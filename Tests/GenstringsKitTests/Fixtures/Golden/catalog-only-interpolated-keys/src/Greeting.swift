let s = NSLocalizedString("Hello \(name)", comment: "Greeting")
