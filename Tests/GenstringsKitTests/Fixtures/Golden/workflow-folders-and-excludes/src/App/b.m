NSLocalizedString(@"b", @"Walked in sorted order");
