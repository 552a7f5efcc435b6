void quiet(void) {
    NSLocalizedString(@"key", @"A");
    NSLocalizedString(@"key", @"B");
    NSLocalizedStringWithDefaultValue(@"key", nil, bundle, @"other value", @"A");
    NSLocalizedString(bad, @"errors are not silenced by -q");
}
