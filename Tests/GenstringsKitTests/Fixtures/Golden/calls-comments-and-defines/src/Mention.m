// NSLocalizedString() is the macro to use.
x = NSLocalizedString(@"real", @"c");
