NSLocalizedString(@"Hello", @"Greeting");
NSLocalizedString(@"%@ of %@", @"Progress");
NSLocalizedString(@"New key", @"Added since");
