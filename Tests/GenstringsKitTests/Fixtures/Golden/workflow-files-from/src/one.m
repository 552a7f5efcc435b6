NSLocalizedString(@"one", @"Listed");
