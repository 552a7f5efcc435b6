// Objective-C++ spells a null pointer nullptr; it is null wherever nil and NULL are.
std::string s1 = NSLocalizedString(@"Comment nullptr", nullptr);
NSString *s2 = NSLocalizedStringFromTable(@"Table nullptr", nullptr, @"the default table");
NSString *s3 = NSLocalizedStringWithDefaultValue(@"Value nullptr", nil, bundle, nullptr, @"the key is the value");
NSString *s4 = NSLocalizedStringFromTableInBundle(@"Spread over",
                                                  (nullptr),
                                                  bundle,
                                                  @"lines, with parentheses");
CFStringRef s5 = CFCopyLocalizedString(CFSTR("C nullptr"), nullptr);
// A longer name is no null pointer.
NSString *s6 = NSLocalizedString(@"Not null", nullptrValue);
