// A raw string's delimiter has at most 16 characters: this one (16) hides the call in it,
auto sixteen = R"abcdefghijklmnop( )" NSLocalizedString(@"Hidden", @"In a raw string") "x )abcdefghijklmnop";
// and this one (17) does not start a raw string, so the quotes pair up as plain strings.
auto seventeen = R"abcdefghijklmnopq( )" NSLocalizedString(@"Found", @"Between plain strings") "x )abcdefghijklmnopq";
NSString *after = NSLocalizedString(@"After", @"Read after both");
