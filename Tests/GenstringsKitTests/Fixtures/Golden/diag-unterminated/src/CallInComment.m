// NSLocalizedString(@"half",
