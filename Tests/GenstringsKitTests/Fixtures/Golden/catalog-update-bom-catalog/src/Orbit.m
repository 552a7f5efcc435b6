NSString *a = NSLocalizedString(@"Planet", @"A world");
NSString *b = NSLocalizedString(@"Moon", @"A satellite");
