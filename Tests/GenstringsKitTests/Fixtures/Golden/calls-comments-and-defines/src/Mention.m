// NSLocalizedString() is the macro to use.
x = NSLocalizedString(@"real", @"c");
// Call NSLocalizedString(key, comment) for every text.
