NSString *s = NSLocalizedString(@"new", @"Added");
