import Foundation
// With -noPositionalParameters a key with several specifiers and no value gets no numbered
// source unit: the catalog shows the key as it is.
let a = NSLocalizedString("%@ of %@", comment: "Progress")
let b = NSLocalizedString("Bye %@, %d left", value: "See you %@, %d to go", comment: "A value is written as it is")
