void g(void) {
    NSString *s = NSLocalizedString(@"%@ went idle", nil"Event: went idle");
}
