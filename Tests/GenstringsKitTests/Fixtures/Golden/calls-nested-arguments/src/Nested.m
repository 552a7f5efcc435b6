void nested(void) {
    a = NSLocalizedStringFromTableInBundle(@"Nested bundle", @"Nested", [NSBundle bundleForClass:[MyClass class]], @"Brackets in the bundle");
    b = NSLocalizedStringFromTableInBundle(@"Call bundle", @"Nested", BundleFor((Foo *)object, (int)(1 + (2 * 3))), @"Parentheses in the bundle");
    c = NSLocalizedString(/* before */ @"Commented" /* between */, // line comment
                          @"Comments between arguments" /* after */);
    d = [label setText:NSLocalizedString(@"In a message", @"Inside a message send")];
    e = NSLocalizedString(@"Key with (parens) and, commas", @"Punctuation inside literals");
}
