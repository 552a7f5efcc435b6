// The bad entry's key is still the first text of the file (its table and comment are not
// literals, so they give none); the list's key is the second.
NSString *a = NSLocalizedStringFromTable(@"x", tableName, comment);
NSString *b = NSLocalizedString(@"%[Any, All]@ of the following are true", @"Rule editor");
