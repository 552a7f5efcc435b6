// 120 routines given with -s: more than a scan tests in vectors, more than a name lookup walks.
void f(void) {
    adLocalized0(@"First routine", @"the first -s name");
    peLocalized119(@"Last routine", @"the last -s name");
    ihLocalized60FromTable(@"In a table", @"Other", @"a middle name, FromTable form");
    joLocalized61WithDefaultValue(@"With value", nil, bundle, @"The value", @"WithDefaultValue form");
    kvLocalized62FromTableInBundle(@"Key in three tables", @"Other", bundle, @"in Other");
    lCLocalized63FromTable(@"Key in three tables", @"Third", @"in Third");
    mJLocalized64(@"Key in three tables", @"in Localizable");
    nQLocalized65FromTable(@"Key in three tables", @"Third", @"in Third again");
    fMLocalized5X(@"Not a routine: a longer name", @"no");
    XfMLocalized5(@"Not a routine: a name inside another", @"no");
    fMLocalized(@"Not a routine: a shorter name", @"no");
    NSLocalizedString(@"Standard", @"the standard routine still counts");
}
