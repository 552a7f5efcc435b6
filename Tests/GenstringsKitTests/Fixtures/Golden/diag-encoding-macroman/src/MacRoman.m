x = NSLocalizedString(@"Café •", @"Mac Roman source");
