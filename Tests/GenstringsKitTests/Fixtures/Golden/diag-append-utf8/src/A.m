x = NSLocalizedString(@"new", @"Appended as UTF-8 to a UTF-8 table");
