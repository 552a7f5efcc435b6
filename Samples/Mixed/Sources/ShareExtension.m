#import "ShareExtension.h"

// The extension uses the app's own routine family, declared here for Objective-C.
NSString *NotesLocalizedString(NSString *key, NSString *comment);
static inline NSString *NotesLocalizedStringFromTable(NSString *key, NSString *table, NSString *comment) {
    return [[NSBundle mainBundle] localizedStringForKey:key value:@"" table:table];
}

@implementation ShareExtension

- (void)didSelectPost {
    self.title = NotesLocalizedString(@"Save to Notes", @"Title of the share sheet");
    self.placeholder = NotesLocalizedStringFromTable(@"Add a comment…", @"Share", @"Placeholder of the comment field");
    self.doneTitle = NSLocalizedString(@"Done", @"Button that closes the share sheet");
}

@end
