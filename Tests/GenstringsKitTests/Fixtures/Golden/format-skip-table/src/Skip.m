void skip(void) {
    NSLocalizedString(@"kept", @"Localizable is written");
    NSLocalizedStringFromTable(@"skipped", @"Skipped", @"Not written");
    NSLocalizedStringFromTable(@"other", @"Other", @"Not written either");
    NSLocalizedStringFromTable(@"third", @"Third", @"Written");
    // An empty key gives no entry and a warning, but not for a skipped table.
    NSLocalizedStringFromTable(@"", @"Skipped", @"No warning");
    NSLocalizedStringFromTable(@"", @"Third", @"Warned about");
}
