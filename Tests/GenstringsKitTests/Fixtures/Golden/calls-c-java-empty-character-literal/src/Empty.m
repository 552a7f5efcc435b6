// `''` is one (empty, erroneous) character literal, so `'"'` after it is another one.
if (c == '' || c == '"') label = NSLocalizedString(@"Quote or nothing", @"After an empty literal");
NSString *next = NSLocalizedString(@"Next line", @"Read after it");
