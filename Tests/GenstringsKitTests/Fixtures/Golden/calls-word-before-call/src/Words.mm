Task<void> g() {
    co_return NSLocalizedStringFromTable(@"k", tableName, @"c");
}
// C++ declarations: not calls either.
NSString *MyLoc(const std::string &key, const std::string &comment);
NSString *MyLocWithDefaultValue(NSString *key, NSString *table, NSBundle *bundle, NSString *value, NSString *comment = @"");
