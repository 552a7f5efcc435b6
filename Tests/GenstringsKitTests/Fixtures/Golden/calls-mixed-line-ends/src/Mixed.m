// Shows the 12" modeltitle = NSLocalizedString(@"Model", @"Name of the model");bad = NSLocalizedString(key, @"Not a literal");
// Unix line
other = NSLocalizedString(@"Other", @"After an LF");
NSLocalizedString(@"Last", nil); // ends in CR alone