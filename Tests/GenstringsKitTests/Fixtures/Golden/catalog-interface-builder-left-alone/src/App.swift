let s = NSLocalizedString("hello", comment: "Greeting")
