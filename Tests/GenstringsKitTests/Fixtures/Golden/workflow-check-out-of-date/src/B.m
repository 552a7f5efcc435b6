NSLocalizedStringFromTable(@"New", @"Fresh", @"A table not yet written");
NSLocalizedStringWithDefaultValue(@"Hello", nil, b, @"Hi", @"Greeting");
