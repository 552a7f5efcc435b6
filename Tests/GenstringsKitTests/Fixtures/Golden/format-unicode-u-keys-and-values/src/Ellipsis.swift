let more = NSLocalizedString("more\\U2026", value: "More\\U2026", comment: "Swift spells it with two backslashes")
