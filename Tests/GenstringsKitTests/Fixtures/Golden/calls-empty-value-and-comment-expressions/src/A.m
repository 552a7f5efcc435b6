// An empty value is the key, as nil is.
a = NSLocalizedStringWithDefaultValue(@"empty.value", nil, [NSBundle mainBundle], @"", @"Value left empty");
// A comment without a literal is no comment, not a bad entry.
b = NSLocalizedStringFromTableInBundle(@"Rename Track", @"Undo", bundle, rename track undo action);
c = NSLocalizedString(@"comment.message", [self comment]);
d = NSLocalizedString(@"comment.with.literal", prefix @"Literal part");
