// Formatting strings of a predicate editor: a list of choices in %[...] stands for one key per
// combination of the choices.
#import <AppKit/AppKit.h>

static void LoadRuleStrings(void) {
    // Two choices, one specifier each: two keys, values not numbered.
    NSLocalizedStringFromTable(@"%[Any, All]@ of the following are true", @"Rules", @"Compound row");
    // A list with one choice is kept; the second list gives three keys; %[...]@ is a specifier.
    NSLocalizedStringFromTable(@"%[name]@ %[contains,begins with , is]@ %@", @"Rules", @"Name row");
    // Two lists: every combination. Without the trailing @, %[...] still counts.
    NSLocalizedStringFromTable(@"%[red, blue] %[car, boat]", @"Rules", @"Colours");
    // No comma: one key as written, numbered.
    NSLocalizedStringFromTable(@"%[size]@ %[is]@ %d", @"Rules", @"Size row");
    // %% is a literal percent: no list. No ] after %[: kept as written.
    NSLocalizedString(@"100%%[a, b] done", @"Literal percent");
    NSLocalizedString(@"Open %[a, b", @"Unclosed list");
    // The same combination from two calls is one entry with both comments.
    NSLocalizedStringFromTable(@"%[Any]@ of the following are true", @"Rules", @"Single choice");
    // A key with an empty choice.
    NSLocalizedString(@"Sort %[up,]@", nil);
}
