NSLocalizedString(@"Café", @"composed");
NSLocalizedString(@"Café", @"decomposed");
NSLocalizedString(@"Thé", @"composed, the table has it decomposed");
