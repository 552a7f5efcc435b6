// genstrings' placeholder written out as a comment is no comment: it is dropped when the key
// has a real comment elsewhere, and alone it is written once, as for a call without one.
void given(void) {
    NSLocalizedString(@"lantern.title", @"No comment provided by engineer.");
    NSLocalizedString(@"lantern.title", @"Title of the lantern panel");
    NSLocalizedString(@"lantern.empty", nil);
    NSLocalizedString(@"lantern.empty", @"No comment provided by engineer.");
    NSLocalizedStringFromTable(@"lantern.only", @"Lantern", @"No comment provided by engineer.");
    // Only the exact text: another one is a comment like any other.
    NSLocalizedStringFromTable(@"lantern.similar", @"Lantern", @"No comment provided by engineer");
    NSLocalizedStringFromTable(@"lantern.similar", @"Lantern", @"Similar, without the period");
}
