void endian(void) {
    NSLocalizedString(@"Big", @"Big-endian output with FE FF");
}
