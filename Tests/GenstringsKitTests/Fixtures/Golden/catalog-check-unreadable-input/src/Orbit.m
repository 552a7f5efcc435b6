NSString *a = NSLocalizedString(@"Planet", @"A world");
