x = NSLocalizedString(@"unclosed", @"call"
