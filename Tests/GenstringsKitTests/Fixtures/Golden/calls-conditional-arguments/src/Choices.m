// A conditional expression is not a literal: its literals are alternatives, and joining them
// would make a key that no code looks up.
NSString *a = NSLocalizedString(useNew ? @"New engine" : @"Old engine", @"Engine name");
NSString *b = NSLocalizedStringFromTable(@"Saved", compact ? @"Short" : @"Long", @"Status");
NSString *c = NSLocalizedString((dark ? @"Dark" : @"Light"), @"Theme");
// The comment's alternatives: no comment.
NSString *d = NSLocalizedString(@"Retry", failed ? @"After a failure" : @"After a timeout");
// Objective-C's ?: keeps the literal, as Swift's ?? does.
NSString *e = NSLocalizedString(name ?: @"Untitled", @"Default name");
NSString *f = NSLocalizedString(name ? : @"Unnamed", @"Default name, spaced");
// A conditional inside brackets is not the argument's own.
NSString *g = NSLocalizedString(@"Items" @" list", [self hint:flag ? 1 : 2]);
// A Swift call shown in a C comment: its label's colon is not a conditional's.
// NSLocalizedString("Shown in prose", comment: "A labelled comment");
