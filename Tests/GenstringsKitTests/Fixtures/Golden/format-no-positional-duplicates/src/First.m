void first(void) {
    NSLocalizedStringWithDefaultValue(@"drift.count", nil, bundle, @"%@ drifts %d", @"Drift count");
    NSLocalizedString(@"%@ of %@", @"Progress");
    NSLocalizedString(@"%@ of %@", @"progress, again");
}
