x = NSLocalizedString(@"utf8 é", @"UTF-8");
