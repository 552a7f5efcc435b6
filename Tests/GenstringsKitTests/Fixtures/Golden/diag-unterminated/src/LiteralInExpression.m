x = NSLocalizedString(@"k", foo(@"nested, nil);
