x = NSLocalizedString(@"before.comment", @"Before");
/* never closed NSLocalizedString(@"in.open.comment", @"Found")
