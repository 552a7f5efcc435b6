NSLocalizedString(@"Apple", @"Fruit");
NSLocalizedString(@"Banana", @"Fruit");
