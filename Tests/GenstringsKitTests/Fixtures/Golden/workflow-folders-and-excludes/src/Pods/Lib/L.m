NSLocalizedString(@"pod", @"Excluded");
