// A """ key is written with \n, a """ value keeps raw line breaks, and a comment keeps its
// quotes unescaped, as genstrings writes them.
let intro = NSLocalizedString("""
    First line.

    Second line.
    """, comment: """
    Say "hi" to \"Learn more\".
    """)
let rawValue = NSLocalizedString("multi.value", value: """
    Raw
    value
    """, comment: #"A raw "quoted" comment"#)
let interpolated = NSLocalizedString("interpolated.comment", comment: "\(name ?? "none") interpolated")
