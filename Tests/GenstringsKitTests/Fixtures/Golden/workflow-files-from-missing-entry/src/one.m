NSLocalizedString(@"Kept", @"From a file the list names");
