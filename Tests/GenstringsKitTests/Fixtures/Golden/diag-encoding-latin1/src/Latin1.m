x = NSLocalizedString(@"Café", @"Latin-1 source");
