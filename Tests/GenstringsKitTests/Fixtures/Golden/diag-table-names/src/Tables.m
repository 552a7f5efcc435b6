void tables(void) {
    NSLocalizedStringFromTable(@"escape", @"../x", @"Path outside the folder");
    NSLocalizedStringFromTable(@"absolute", @"/tmp/x", @"Absolute path");
    NSLocalizedStringFromTable(@"backslash", @"a\\b", @"Backslash");
    NSLocalizedStringFromTable(@"dot", @".", @"Dot");
    NSLocalizedStringFromTable(@"dotdot", @"..", @"Dot dot");
    NSLocalizedStringFromTable(@"empty", @"", @"Empty table name");
    NSLocalizedStringFromTable(@"control", @"a	b", @"Tab in the name");
    NSLocalizedStringFromTable(@"long", @"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", @"Too long");
    NSLocalizedStringFromTable(@"escaped tab", @"tab\there", @"A backslash, of an escape too, is refused by name");
    NSLocalizedStringFromTable(@"fine", @"Fine.nocache", @"A valid table is written");
}
