// The source text was edited in the catalog (translated) or varied: the key gets no
// extracted_with_value, as in the catalogs Xcode keeps.
NSString *cancel = NSLocalizedStringWithDefaultValue(@"cancel.button", nil, [NSBundle mainBundle], @"Cancel", @"Title of a button on an alert");
NSString *files = NSLocalizedStringWithDefaultValue(@"files.count", nil, [NSBundle mainBundle], @"%d files", @"Count");
// A source text still as extracted keeps it.
NSString *ok = NSLocalizedStringWithDefaultValue(@"ok.button", nil, [NSBundle mainBundle], @"OK", @"Confirm");
