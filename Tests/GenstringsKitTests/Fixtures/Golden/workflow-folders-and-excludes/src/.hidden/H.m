NSLocalizedString(@"hidden", @"Hidden folders are skipped");
