void append(void) {
    NSLocalizedString(@"new.key", @"Appended after the old text");
    NSLocalizedStringFromTable(@"fresh", @"Fresh", @"A table that did not exist");
    NSLocalizedStringFromTable(@"big", @"Big", @"Appended in the existing file's byte order");
}
