NSLocalizedString(@"Café", @"composed");
NSLocalizedString(@"Café", @"decomposed");
