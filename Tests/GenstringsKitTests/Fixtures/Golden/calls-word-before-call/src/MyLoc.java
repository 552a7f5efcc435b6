class MyLoc {
    // Declarations of the routine: not calls, no message.
    public static String MyLoc(String key, String comment) { return key; }
    static String MyLocFromTable(final String key, String table, String comment);
    String title = MyLoc("java.title", "A call in Java");
    void f() {
        label = prefix
            MyLoc(key, null);
    }
}
