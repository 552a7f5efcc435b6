void positional(void) {
    NSLocalizedString(@"%@ (Page %lu)", @"Two specifiers are numbered");
    NSLocalizedString(@"Only %@", @"One specifier is left alone");
    NSLocalizedString(@"%1$@ and %2$@", @"Already positional");
    NSLocalizedString(@"%1$@ and %@", @"Mixed: left alone");
    NSLocalizedString(@"100%% of %d and %.2f", @"Percent-percent is no specifier");
    NSLocalizedString(@"50% of %@ and %ld%%", @"A lone percent counts too, as in genstrings");
    NSLocalizedString(@"%-5d|%+.3f|%#x|%lld|%5.1s", @"Flags, width, precision, length");
    NSLocalizedString(@"%*d items, %.*f left", @"A star width or precision takes an argument of its own");
    NSLocalizedStringWithDefaultValue(@"key.%@.%@", nil, bundle, @"Value %@ then %@", @"Values only, never keys");
}
