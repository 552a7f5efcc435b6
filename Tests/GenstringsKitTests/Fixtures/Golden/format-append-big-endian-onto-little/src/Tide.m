void tide(void) {
    NSLocalizedString(@"tide.high", @"Appended in the existing file's little-endian order");
    NSLocalizedStringFromTable(@"tide.low", @"Ebb", @"A new table follows -bigEndian");
}
