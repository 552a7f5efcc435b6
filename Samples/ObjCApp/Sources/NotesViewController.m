#import "NotesViewController.h"
#import "NoteFormatter.h"

#define NotesBundle [NSBundle bundleForClass:[NotesViewController class]]

@implementation NotesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.rightBarButtonItem.title = NSLocalizedString(@"Edit", @"Button that starts editing the list");
    self.searchBar.placeholder = NSLocalizedStringWithDefaultValue(@"search.placeholder", nil, NotesBundle,
                                                                   @"Search notes",
                                                                   @"Placeholder of the search field");
    self.emptyLabel.text = NSLocalizedStringWithDefaultValue(@"empty.title", @"Notes", NotesBundle,
                                                             @"No Notes Yet" /* shown big */, @"Title shown when there are no notes");
}

- (NSString *)summaryForCount:(NSUInteger)count folders:(NSUInteger)folders {
    return [NSString stringWithFormat:NSLocalizedStringFromTableInBundle(@"%lu notes in %lu folders", @"Counts",
                                                                         [NSBundle bundleForClass:[self class]],
                                                                         @"Summary below the list"),
                                      (unsigned long)count, (unsigned long)folders];
}

- (NSString *)deleteTitle {
    return NSLocalizedString(@"Delete", @"Swipe action that deletes a note");
}

- (NSString *)confirmDeleteTitle {
    return NSLocalizedString(@"Delete", @"Button in the confirmation sheet");
}

- (NSString *)shareTitle {
    return NSLocalizedString(@"Share" @"…", @"Menu item that opens the share sheet");
}

- (NSString *)progressText:(double)fraction {
    return [NSString stringWithFormat:NSLocalizedString(@"%d%% uploaded", @"Upload progress; %d is a percentage"), (int)(fraction * 100)];
}

- (NSString *)lastEditedText:(NSString *)who {
    return [NSString stringWithFormat:NSLocalizedString(@"Last edited by %1$@ on %2$@", @"Footer; already positional"), who, self.dateText];
}

- (NSString *)welcomeText {
    return NSLocalizedString(@"Welcome to Notes\u2122", @"Text on the first launch screen");
}

@end
