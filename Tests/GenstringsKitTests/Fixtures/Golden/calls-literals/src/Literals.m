void literals(void) {
    a = NSLocalizedString(@"Joined " @"across "
                          @"lines", @"Adjacent literals " "join");
    b = NSLocalizedString("plain C string key", "C string comment");
    c = NSLocalizedString(@"Empty comment", @"");
    d = NSLocalizedString(@"Nil comment", nil);
    e = NSLocalizedString(@"NULL comment", NULL);
    f = NSLocalizedStringFromTable(@"CFSTR table", CFSTR("Other"), CFSTR("CFSTR comment"));
    g = NSLocalizedString(@"", @"Empty key");
}
