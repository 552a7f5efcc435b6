NSLocalizedString(@"three", @"Not listed");
