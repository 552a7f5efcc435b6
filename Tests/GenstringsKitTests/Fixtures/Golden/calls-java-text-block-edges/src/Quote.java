class Quote {
    String doc = """
        Say \""" then NSLocalizedString("inside.block", "not code") here
        """;
    String title = NSLocalizedString("""
        He said \"""hi\"""
        """, "An escaped triple quote");
}
