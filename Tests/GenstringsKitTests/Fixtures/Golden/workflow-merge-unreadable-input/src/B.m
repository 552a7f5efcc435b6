NSLocalizedString(@"b", @"c"); // café in Latin-1: not UTF-8
