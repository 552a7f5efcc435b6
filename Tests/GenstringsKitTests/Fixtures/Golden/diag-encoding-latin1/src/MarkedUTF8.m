// Saved as UTF-8 with a byte order mark: the mark wins over -encoding.
NSString *t = NSLocalizedString(@"Café au lait", @"Drink name, in a UTF-8 file");
