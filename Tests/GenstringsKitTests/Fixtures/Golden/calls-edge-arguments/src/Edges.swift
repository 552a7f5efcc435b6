let a = NSLocalizedString("Swift parenthesized nil table", tableName: (nil), comment: "Goes to Localizable")
let b = éNSLocalizedString("Not a call", comment: "A letter before the name")
