NSLocalizedString(@"Café", @"composed");
