// Custom families from -s, built-in names still recognised.
void custom(void) {
    s1 = MyLocalizedString(@"custom.plain", @"Custom plain");
    s2 = MyLocalizedStringFromTable(@"custom.table", @"Custom", @"Custom table");
    s3 = MyLocalizedStringFromTableInBundle(@"custom.bundle", @"Custom", [NSBundle bundleForClass:[self class]], @"Custom bundle");
    s4 = MyLocalizedStringWithDefaultValue(@"custom.default", @"Custom", bundle, @"Custom value", @"Custom default");
    s5 = AppText(@"second routine", @"A second -s routine");
    s6 = NSLocalizedString(@"builtin", @"Built-in still found");
    s7 = NotMyLocalizedString(@"not.found", @"Longer identifier is not the routine");
    s8 = MyLocalizedStringX(@"not.found.either", @"Suffix that is not a form");
}
