Task<void> g() {
    co_return NSLocalizedStringFromTable(@"k", tableName, @"c");
}
