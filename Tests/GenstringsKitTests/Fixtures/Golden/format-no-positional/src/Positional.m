void positional(void) {
    NSLocalizedString(@"%@ (Page %lu)", @"Not numbered with -noPositionalParameters");
}
