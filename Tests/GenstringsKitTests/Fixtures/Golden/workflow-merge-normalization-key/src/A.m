NSLocalizedString(@"Café", @"Menu item");
NSLocalizedString(@"Tea", @"Menu item");
