x = NSLocalizedString(@"good", @"Other files are still extracted");
