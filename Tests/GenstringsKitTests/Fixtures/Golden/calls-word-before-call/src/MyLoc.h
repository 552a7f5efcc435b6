// Declarations of the routine: not calls, no message.
#define MyLoc(key, comment) NSLocalizedString(key, comment)
NSString *MyLocFromTable(NSString *key, NSString *table, NSString *comment);
extern NSString * MyLocWithDefaultValue(NSString *key, NSString *table, NSBundle *bundle, NSString *value, NSString *comment, ...);
CFStringRef MyLocFromTableInBundle(CFStringRef key, CFStringRef table, CFBundleRef bundle, CFStringRef comment);
