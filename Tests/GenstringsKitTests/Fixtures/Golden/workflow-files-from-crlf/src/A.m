NSString *s = NSLocalizedString(@"a", @"c");
