void order(void) {
    NSLocalizedString(@"banana", @"B");
    NSLocalizedString(@"Apple", @"A");
    NSLocalizedString(@"_underscore", @"Underscore sorts before letters");
    NSLocalizedString(@"apple", @"Differs only in case");
    NSLocalizedString(@"Zebra", nil);
    NSLocalizedString(@"10 items", @"Digits");
    NSLocalizedString(@"Élan", @"Non-ASCII");
    NSLocalizedString(@"[bracket]", @"Punctuation");
}
