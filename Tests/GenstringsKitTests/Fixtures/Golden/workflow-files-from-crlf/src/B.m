NSString *s = NSLocalizedString(@"b", @"c");
