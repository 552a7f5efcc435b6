// Xcode scans Objective-C as text, as genstrings does: calls in comments are extracted.
/* Keys looked up at run time, listed for extraction:
   NSLocalizedString(@"replace_newline_with_space", @"Menu item");
*/
// NSLocalizedString(@"split_words", nil);
NSString *title = [self localizedTitle:titleKey];
