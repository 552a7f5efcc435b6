NSLocalizedString(@"new", @"Added by -a");
NSLocalizedStringFromTable(@"new", @"Binary", @"Added by -a");
NSLocalizedStringFromTable(@"new", @"XML", @"Added by -a");
NSLocalizedStringFromTable(@"new", @"Odd", @"Added by -a");
NSLocalizedStringFromTable(@"new", @"Broken", @"Added by -a");
NSLocalizedStringFromTable(@"new", @"Good", @"Added by -a");
