package com.example;

public class Strings {
    // Java sources are scanned too.
    String a() { return NSLocalizedString("java.key", "Java comment"); }
    String b() { return NSLocalizedStringFromTable("java.table", "JavaTable", "Java table"); }
    String c() { return NSLocalizedString("java.null", null); }
    char quote = '"';
    String d() { return NSLocalizedString("after.char", "After a quote character literal"); }
}
