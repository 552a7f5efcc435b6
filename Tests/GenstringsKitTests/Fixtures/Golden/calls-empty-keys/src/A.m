// An empty key gives no entry (a .strings file with "" = ""; confuses lookups); genstrings warns.
NSString *a = NSLocalizedString(@"", @"Empty");
NSString *b = NSLocalizedStringFromTable(@"" @"", @"Other", nil);
NSString *c = NSLocalizedStringWithDefaultValue(@"", nil, [NSBundle mainBundle], @"Value", @"Has a value");
NSString *d = NSLocalizedString(@"Kept", @"Not empty");
// In a comment too: NSLocalizedString(@"", nil)
