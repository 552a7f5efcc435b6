auto wide = UR"(a"b)";
auto utf16 = uR"(c"d)";
auto narrow = LR"(e"f)";
NSString *b = NSLocalizedString(@"Hatch open", @"Status");
