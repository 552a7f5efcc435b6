// The same key in three tables, each seen again later: one entry per table, each table's
// comments and values merged on their own.
NSLocalizedStringFromTable(@"Shared", @"Alpha", @"In Alpha");
NSLocalizedStringFromTable(@"Shared", @"Beta", @"First in Beta");
NSLocalizedStringFromTable(@"Shared", @"Gamma", @"In Gamma");
NSLocalizedStringFromTable(@"Shared", @"Beta", @"Second in Beta");
NSLocalizedStringWithDefaultValue(@"Shared", @"Gamma", nil, @"Other value", @"In Gamma");
NSLocalizedStringFromTable(@"Shared", @"Gamma", @"In Gamma");
NSLocalizedStringFromTable(@"Shared", @"Alpha", @"In Alpha");
