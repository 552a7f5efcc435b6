let a = NSLocalizedString("Hello", comment: "Greeting")
