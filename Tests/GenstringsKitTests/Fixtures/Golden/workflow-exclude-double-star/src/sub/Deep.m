NSString *s = NSLocalizedString(@"deep", @"c");
