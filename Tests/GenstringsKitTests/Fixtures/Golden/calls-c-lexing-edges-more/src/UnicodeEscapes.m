NSString *s = NSLocalizedString(@"C:\u005Cdir \u0022q\u0022", @"c");
