NSString *s = NSLocalizedString(@"C:\\U005Cdir", @"c");
NSString *t = NSLocalizedString(@"pair\UD83D\UDE00", @"a surrogate pair in one spelling is one character");
NSString *u = NSLocalizedString(@"pair\\UD83D\\UDE00 doubled", @"so it is in the other");
NSString *v = NSLocalizedString(@"mixed\UD83D\\UDE00 lone\UD83D end\UDE00", @"lone or mixed halves stay escapes");
NSString *w = NSLocalizedString(@"nul\U0000 end", @"NUL stays an escape");
