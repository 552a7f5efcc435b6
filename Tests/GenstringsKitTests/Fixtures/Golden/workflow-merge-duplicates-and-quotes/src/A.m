NSLocalizedString(@"dup", @"Used key");
