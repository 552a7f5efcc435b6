// ...and the upper-case one first with three, although the lower-case one is seen first.
let a = NSLocalizedString("delete_short", comment: "Delete item")
let b = NSLocalizedString("delete_short", comment: "Rename")
let c = NSLocalizedString("delete_short", comment: "Delete Item")
