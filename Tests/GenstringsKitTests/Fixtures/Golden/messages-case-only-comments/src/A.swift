// Merged comments that differ only in case come out in the order of genstrings' set of the
// key's comments: here the lower-case one first, with four comments in the set...
let a = NSLocalizedString("delete_title", comment: "Delete item")
let b = NSLocalizedString("delete_title", comment: "Rename")
let c = NSLocalizedString("delete_title", comment: "Archive message")
let d = NSLocalizedString("delete_title", comment: "Delete Item")
