NSLocalizedString(@"a", @"c");
