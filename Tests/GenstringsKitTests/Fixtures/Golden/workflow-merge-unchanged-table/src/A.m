NSLocalizedString(@"Open", @"Menu item");
NSLocalizedString(@"Quit", @"Menu item");
