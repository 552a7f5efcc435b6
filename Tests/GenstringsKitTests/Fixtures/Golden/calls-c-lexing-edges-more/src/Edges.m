// A tab after the backslash still continues the comment: \	
NSString *a = NSLocalizedString(key, @"bad entry in a comment: a warning");
#error The 12" model is not supported
int v = 1'0 + f('"');
NSString *s = NSLocalizedString(@"shown", @"c");
