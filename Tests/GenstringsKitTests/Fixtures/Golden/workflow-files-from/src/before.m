// Named before --files-from on the command line: scanned before the listed files, so its
// value is the one kept.
NSLocalizedStringWithDefaultValue(@"one", nil, [NSBundle mainBundle], @"One, from before the list", @"Listed");
