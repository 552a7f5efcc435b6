#include <CoreFoundation/CoreFoundation.h>
void forms(CFBundleRef bundle) {
    CFStringRef a = CFCopyLocalizedString(CFSTR("CF plain"), "Plain form");
    CFStringRef b = CFCopyLocalizedStringFromTable(CFSTR("CF table"), CFSTR("CFTable"), "Table form");
    CFStringRef c = CFCopyLocalizedStringFromTableInBundle(CFSTR("CF bundle"), CFSTR("CFTable"), bundle, "Bundle form");
    CFStringRef d = CFCopyLocalizedStringWithDefaultValue(CFSTR("cf.default"), CFSTR("CFTable"), bundle, CFSTR("CF default value"), "Default form");
    CFStringRef e = CFCopyLocalizedString(CFSTR("CF no comment"), NULL);
    CFStringRef f = CFCopyLocalizedString("plain C key", "");
}
