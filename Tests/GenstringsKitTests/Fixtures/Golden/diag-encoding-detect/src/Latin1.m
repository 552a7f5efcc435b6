x = NSLocalizedString(@"na•ve", @"Not UTF-8: read as Mac Roman");
