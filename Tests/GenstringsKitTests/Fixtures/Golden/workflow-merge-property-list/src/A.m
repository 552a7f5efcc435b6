NSLocalizedString(@"kept", @"Still used");
NSLocalizedString(@"new", @"Added");
NSLocalizedStringFromTable(@"kept", @"XML", @"Still used");
