void f(NSString *k) {
    NSLocalizedString(@"dup", @"First");
    NSLocalizedStringWithDefaultValue(@"dup", nil, b, @"other", @"Second");
    NSLocalizedString(k, @"bad");
}
