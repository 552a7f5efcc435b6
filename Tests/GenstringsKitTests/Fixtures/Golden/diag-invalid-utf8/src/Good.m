x = NSLocalizedString(@"good", @"Still extracted");
