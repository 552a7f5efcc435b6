NSString *s = NSLocalizedString(@"top", @"c");
