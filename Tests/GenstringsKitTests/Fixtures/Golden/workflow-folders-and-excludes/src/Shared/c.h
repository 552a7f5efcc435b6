NSLocalizedString(@"c", @"Header");
