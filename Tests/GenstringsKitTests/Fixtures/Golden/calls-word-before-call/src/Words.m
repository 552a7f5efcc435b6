void f(void) {
    NSString *t = [NSString stringWithFormat:@"%@: %@",
        // the localized title
        NSLocalizedString(titleKey, nil),
        detail];
    NSString *u =
#if TARGET_OS_OSX
        NSLocalizedString(macKey, nil);
#else
        NSLocalizedString(iosKey, @"Shown on iOS");
#endif
    x = f(a, // note
        NSLocalizedStringFromTable(@"k", tableVar, @"c"));
    NS_DURING
    MyLoc(key, nil);
    NS_HANDLER
    label = NSLocalizedString(@"Kept", @"A call that is fine");
}
