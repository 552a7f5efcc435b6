x = NSLocalizedString(@"good", @"c");
