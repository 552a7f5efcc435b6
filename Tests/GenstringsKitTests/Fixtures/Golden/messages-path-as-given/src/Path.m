void path(void) {
    NSLocalizedString(notALiteral, @"The path is printed as it was given");
}
