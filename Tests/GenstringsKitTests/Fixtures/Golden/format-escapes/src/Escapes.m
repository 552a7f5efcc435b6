void escapes(void) {
    NSLocalizedString(@"Quote \"inside\"", @"Escaped quotes are kept as written");
    NSLocalizedString(@"Line\nbreak\ttab \\ backslash", @"Escapes are not decoded");
    NSLocalizedString(@"No\u00A0break \u00e9t\u00E9", @"\u escapes become the character");
    NSLocalizedString(@"Grüße, 日本語, emoji 🎉", @"UTF-8 text is written as characters");
    NSLocalizedString(@"Unicode \U0043 kept", @"Without -u the key and value keep \\U escapes");
}
