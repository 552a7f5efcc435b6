NSLocalizedString(@"Hello", @"Greeting");
NSLocalizedString(@"%@ of %@", @"Progress");
