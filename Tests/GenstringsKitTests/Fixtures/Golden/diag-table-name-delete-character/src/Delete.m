NSString *s = NSLocalizedStringFromTable(@"k", @"BadName", @"A DEL in a table name");
NSString *t = NSLocalizedString(@"fine", @"c");
