// The same text composed (U+00E9) and decomposed (e + U+0301): two keys, as in genstrings.
NSLocalizedString(@"café", @"Composed");
NSLocalizedString(@"café", @"Decomposed");
// Comments and values compare by their code units too; in the order the composed and the
// decomposed key sort as equal, so they keep the order of genstrings' dictionary.
NSLocalizedStringWithDefaultValue(@"menu", nil, [NSBundle mainBundle], @"Menú", @"résumé");
NSLocalizedStringWithDefaultValue(@"menu", nil, [NSBundle mainBundle], @"Menú", @"résumé");
