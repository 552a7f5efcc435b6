// genstrings counts every % that is not half of a %%, whatever follows it, and numbers it
// right after the %.
void percents(void) {
    NSLocalizedString(@"%A%B%C", @"B is no printf conversion, yet it is numbered");
    NSLocalizedString(@"Sender: %@%\nSubject: %@", @"A percent before an escape is numbered");
    NSLocalizedString(@"Row %lu of %l (%@)", @"A length without its conversion is numbered");
    NSLocalizedString(@"Saved 30% on %@", @"A percent before a space is numbered");
    NSLocalizedString(@"Down 20% today", @"A lone percent alone is left as it is");
    NSLocalizedString(@"Up %d%%", @"A percent-percent is still no specifier");
    NSLocalizedString(@"**%@%** off", @"Only the lone percent is numbered: the stars after it are text");
}
