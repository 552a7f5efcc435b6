// Parentheses that open an argument are transparent for nil too.
NSString *a = NSLocalizedStringFromTable(@"Parenthesized nil table", (nil), @"Goes to Localizable");
NSString *b = NSLocalizedStringWithDefaultValue(@"Parenthesized nil value", nil, bundle, (nil), @"Value is the key");
// A separator followed by a combining accent is still a separator.
NSString *c = NSLocalizedStringFromTable(@"Escaping", @"../\u0301Escaped", @"Bad table name");
// Registered for the run-time lookup: “NSLocalizedString(@"After a curly quote", @"Punctuation before the name")”
