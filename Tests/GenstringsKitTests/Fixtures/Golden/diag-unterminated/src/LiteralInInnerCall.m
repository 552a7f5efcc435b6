x = NSLocalizedString(@"k", NSLocalizedString(@"Inner title, nil));
