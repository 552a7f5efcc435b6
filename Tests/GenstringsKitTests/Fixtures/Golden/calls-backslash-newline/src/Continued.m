#define X NSLocalizedString(@"%lu others", @"First line.\
    second line")
