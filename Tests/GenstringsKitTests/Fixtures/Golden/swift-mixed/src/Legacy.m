void legacy(void) {
    NSLocalizedString(@"Shared", @"From Objective-C");
    AppLocalized(@"objc.routine", @"Routine in Objective-C");
}
