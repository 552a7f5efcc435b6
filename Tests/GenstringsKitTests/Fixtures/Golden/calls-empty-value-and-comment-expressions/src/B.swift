let a = AppLoc("errors.empty_feed", value: "", comment: "")
let b = NSLocalizedString("swift.empty.value", value: "", comment: "Value left empty")
let c = NSLocalizedString("swift.comment.variable", comment: note)
let d = NSLocalizedString("swift.value.variable", value: fallback, comment: "Still a bad entry")
