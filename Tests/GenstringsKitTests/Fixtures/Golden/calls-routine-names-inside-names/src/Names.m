// Routine names that lie inside other names, and other names that hold a routine's bytes:
// each call is found as a whole identifier, whatever the scan stops at inside it.
NSString *a = NSLocalizedString(@"Plain", @"The built-in routine");
NSString *b = LocalizedString(@"Custom", @"-s LocalizedString, the end of NSLocalizedString");
NSString *c = MyLocalizedStringFromTable(@"Mine", @"Other", @"-s MyLocalizedString, with a table");
NSString *d = CFCopyLocalizedString(CFSTR("Copied"), "CoreFoundation's routine");
NSString *e = L(@"Letter", @"-s L, a one-byte name");
NSString *f = xNSLocalizedString(@"Not a call", @"a longer identifier");
NSString *g = NSLocalizedStringX(@"Not a call either", @"nor is this one");
NSString *h = @"ends with NSLocalize"dString(@"Not a call", @"the name starts in the literal");
NSString *i = aLocalizedString(@"Not a call", @"a longer identifier");
NSString *j = NSLocalizedStringFromTableInBundle(@"Bundled", @"Other", bundle, @"all four arguments");
/* LocalizedString(@"In a comment", @"found as genstrings finds it") */
NSString *k = NSString˙NSLocalizedString(@"After a symbol", @"a non-ASCII character that is no letter ends a name");
