NSString *s = NSLocalizedString(@"C:\\U005Cdir", @"c");
