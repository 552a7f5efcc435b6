void endian(void) {
    NSLocalizedString(@"Little", @"Little-endian output with FF FE");
}
