void f(void) {
    NSLocalizedString(@"dup", @"First");
    NSLocalizedString(@"dup", @"Second");
}
