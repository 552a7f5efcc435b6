void skip(void) {
    NSLocalizedString(@"kept", @"Localizable is written");
    NSLocalizedStringFromTable(@"skipped", @"Skipped", @"Not written");
    NSLocalizedStringFromTable(@"other", @"Other", @"Not written either");
    NSLocalizedStringFromTable(@"third", @"Third", @"Written");
}
