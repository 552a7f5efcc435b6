NSLocalizedString(@"Open", @"Menu item");
NSLocalizedStringWithDefaultValue(@"Close", nil, bundle, closeTitle, @"Menu item");
NSLocalizedString(@"Quit", @"Menu item"
