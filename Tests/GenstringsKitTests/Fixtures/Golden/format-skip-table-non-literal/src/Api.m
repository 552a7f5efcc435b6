void api(NSString *serverKey, NSString *tableName, NSString *fallback) {
    // Keys that come from elsewhere go to a skipped table: no entry, and no error.
    NSLocalizedStringFromTable(serverKey, @"ServerStrings", @"Filled in by hand");
    NSLocalizedStringWithDefaultValue(serverKey, @"ServerStrings", [NSBundle mainBundle], fallback, @"Nor this");
    NSLocalizedStringFromTable(@"", @"ServerStrings", @"An empty key: no warning either");
    // Another table: the error stays.
    NSLocalizedStringFromTable(serverKey, @"Settings", @"Reported");
    // A table that is no literal cannot be told skipped: reported.
    NSLocalizedStringFromTable(serverKey, tableName, @"Reported too");
    NSLocalizedStringFromTable(@"kept", @"Settings", @"Written");
}
