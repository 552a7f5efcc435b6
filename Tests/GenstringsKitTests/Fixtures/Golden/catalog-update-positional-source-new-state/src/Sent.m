NSString *s = NSLocalizedString(@"%@ sent %@", @"Message");
