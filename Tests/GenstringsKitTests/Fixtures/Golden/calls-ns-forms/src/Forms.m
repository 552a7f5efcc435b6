#import <Foundation/Foundation.h>
void forms(void) {
    NSString *a = NSLocalizedString(@"Plain", @"Plain form");
    NSString *b = NSLocalizedStringFromTable(@"From table", @"Table", @"Table form");
    NSString *c = NSLocalizedStringFromTableInBundle(@"From bundle", @"Table", [NSBundle mainBundle], @"Bundle form");
    NSString *d = NSLocalizedStringWithDefaultValue(@"default.key", @"Table", [NSBundle mainBundle], @"Default value", @"Default value form");
    NSString *e = NSLocalizedStringFromTable(@"Nil table", nil, @"nil table is Localizable");
    NSString *f = NSLocalizedStringFromTableInBundle(@"NULL table", NULL, bundle, @"NULL table is Localizable");
    NSString *g = NSLocalizedStringWithDefaultValue(@"nil.value", nil, bundle, nil, @"nil value is the key");
}
