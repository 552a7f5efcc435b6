void harbor(void) {
    // The skipped table named by adjacent literals: nothing written, no warning.
    NSLocalizedStringFromTable(@"dock", @"Har" @"bor", @"Dock");
    NSLocalizedStringFromTable(@"dock", @"Harbor", @"Another dock comment");
    NSLocalizedStringFromTable(@"quay", @"Quay", @"Written");
}
