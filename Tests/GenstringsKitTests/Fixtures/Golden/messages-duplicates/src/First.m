void first(void) {
    NSLocalizedString(@"app.key5", @"B comment");
    NSLocalizedStringWithDefaultValue(@"app.key5", nil, bundle, @"first", @"a comment");
    NSLocalizedString(@"same", @"Same comment twice");
    NSLocalizedStringFromTable(@"app.key5", @"Other", @"No warning across tables");
}
