NSString *s = NSLocalizedString(@"%'d files in %@", @"The grouping flag is part of the first specifier");
