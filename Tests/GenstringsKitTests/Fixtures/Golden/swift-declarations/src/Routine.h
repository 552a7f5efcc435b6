#define AppLocalized(key, comment) [[NSBundle mainBundle] localizedStringForKey:(key) value:@"" table:nil]
NSString *AppLocalizedFromTable(NSString *key, NSString *table, NSString *comment);
extern NSString * AppLocalizedWithDefaultValue(NSString *key, NSString *table, NSBundle *bundle, NSString *value, NSString *comment);
CFStringRef AppLocalizedFromTableInBundle(CFStringRef key, CFStringRef table, CFBundleRef bundle, CFStringRef comment);
