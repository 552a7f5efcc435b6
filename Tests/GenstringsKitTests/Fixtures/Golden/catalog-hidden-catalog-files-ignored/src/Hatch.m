NSString *s = NSLocalizedString(@"Hatch", @"Door");
