void g(void) {
    NSLocalizedString(@"TABLES", nil);
    NSLocalizedString(@"menu bar icons", nil);
    NSLocalizedString(@"Apple", nil);
    NSLocalizedString(@"apple", nil);
    NSLocalizedString(@"APPLE", nil);
}
