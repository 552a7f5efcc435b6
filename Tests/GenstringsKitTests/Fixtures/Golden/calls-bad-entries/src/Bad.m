void bad(NSString *key, NSString *table) {
    a = NSLocalizedString(key, @"Key is a variable");
    b = NSLocalizedString(@"good.before", @"Scanning goes on");
    c = NSLocalizedStringFromTable(@"table.variable", table, @"Table is a variable");
    d = NSLocalizedString(@"comment.variable", [self comment]);
    e = NSLocalizedStringWithDefaultValue(@"value.variable", nil, bundle, self.value, @"Value is a variable");
    f = NSLocalizedString(@"too", @"many", @"arguments");
    g = NSLocalizedString(@"good.after", @"Scanning goes on after errors");
    h = NSLocalizedString(@"key" + 1, @"Literals in an expression are kept, other tokens ignored");
}
