// Merged comments are sorted as a localized, case-insensitive comparison does: a no-break
// space sorts as a space, so the comment from B.m comes first.
let add = NSLocalizedString("Add", comment: "Label in the list view")
