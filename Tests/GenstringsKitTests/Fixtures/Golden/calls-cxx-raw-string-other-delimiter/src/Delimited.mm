auto text = R"end(one )abc" two)end";
NSString *b = NSLocalizedString(@"Hatch open", @"Status");
