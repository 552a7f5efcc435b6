// An empty value is the key, as nil is.
a = NSLocalizedStringWithDefaultValue(@"empty.value", nil, [NSBundle mainBundle], @"", @"Value left empty");
// A comment without a literal is no comment, not a bad entry.
b = NSLocalizedStringFromTableInBundle(@"Change Filter", @"Undo", bundle, change filter undo action);
c = NSLocalizedString(@"comment.message", [self comment]);
d = NSLocalizedString(@"comment.with.literal", prefix @"Literal part");
