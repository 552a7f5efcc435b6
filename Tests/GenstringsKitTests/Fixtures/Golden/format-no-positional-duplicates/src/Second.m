void second(void) {
    // Values are kept and reported as written, not numbered.
    NSLocalizedStringWithDefaultValue(@"drift.count", nil, bundle, @"%d drifts %@", @"Drift count");
    NSLocalizedStringWithDefaultValue(@"%@ of %@", nil, bundle, @"%1$@ of %2$@", nil);
}
