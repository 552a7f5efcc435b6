void unicode(void) {
    NSLocalizedString(@"AB\U0043D", @"c");
    NSLocalizedStringWithDefaultValue(@"quote", nil, bundle, @"Say \U0022hi\U0022 \\U0041", @"Decoded quote is escaped; \\U with two backslashes is decoded too");
}
