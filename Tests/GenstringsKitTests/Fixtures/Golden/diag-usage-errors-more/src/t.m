NSString *s = NSLocalizedString(@"k", @"c");
