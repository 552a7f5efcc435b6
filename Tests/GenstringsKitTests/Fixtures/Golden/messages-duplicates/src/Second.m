void second(void) {
    NSLocalizedStringWithDefaultValue(@"app.key5", nil, bundle, @"second", nil);
    NSLocalizedString(@"same", @"Same comment twice");
    NSLocalizedString(@"three", @"C");
    NSLocalizedString(@"three", @"a");
    NSLocalizedString(@"three", @"B");
}
