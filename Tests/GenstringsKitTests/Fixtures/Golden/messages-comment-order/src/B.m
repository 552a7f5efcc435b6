NSString *add = NSLocalizedString(@"Add", @"Label in the detail view");
