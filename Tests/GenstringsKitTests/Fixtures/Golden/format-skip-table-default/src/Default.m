void names(NSString *name) {
    // `-skipTable Localizable`: calls without a table are passed over, whatever their key.
    NSLocalizedString(name, @"No error");
    NSLocalizedStringFromTable(nil, nil, @"Nor here");
    NSLocalizedString(@"dropped", @"Not written");
    // A named table is still read.
    NSLocalizedStringFromTable(name, @"Names", @"Reported");
    NSLocalizedStringFromTable(@"kept", @"Names", @"Written");
}
