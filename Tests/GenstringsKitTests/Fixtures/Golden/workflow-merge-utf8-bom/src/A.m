NSLocalizedString(@"Hello", @"Greeting");
NSLocalizedString(@"Bye", @"Farewell");
