// Named before the list: its files and messages come first.
NSString *a = NSLocalizedString(@"Before the list", @"First on the command line");
NSString *b = NSLocalizedString(someKey, @"Not a literal");
