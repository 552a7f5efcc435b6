// Keys built at run time are registered in comments:
// NSLocalizedString(@"line.comment", @"From a line comment")
/* NSLocalizedString(@"block.comment", @"From a block comment")
   NSLocalizedStringFromTable(@"block.table", @"Comments", @"Second call in the same block") */
// Don't worry: apostrophes in prose don't hide NSLocalizedString(@"after.apostrophe", @"After an apostrophe")
NSString *url = @"http://example.com/NSLocalizedString(@\"in.string\", nil)"; // a call inside a string is not a call
