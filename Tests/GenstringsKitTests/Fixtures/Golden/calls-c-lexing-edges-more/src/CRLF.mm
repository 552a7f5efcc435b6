NSString *s = NSLocalizedString(@"Hello \
world", @"c");
NSString *t = NSLocalizedString(@"shown", @"c");
CFStringRef s = CFCopyLocalizedString(CFSTR(R"(first
second)"), "c");
