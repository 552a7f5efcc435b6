void ellipsis(void) {
    // Keys and comments keep the escape; values get the character, then are numbered.
    NSLocalizedString(@"%@\U2026%@", @"Comment keeps \U2026");
    NSLocalizedStringWithDefaultValue(@"fold\U2026", nil, bundle, @"Fold\U2026 %@", @"One specifier");
    // Values compare as written: the second one is reported, as written.
    NSLocalizedStringWithDefaultValue(@"mark", nil, bundle, @"\U0041", @"Mark");
    NSLocalizedStringWithDefaultValue(@"mark", nil, bundle, @"A", @"Mark");
}
