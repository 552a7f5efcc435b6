class Indent {
    String t = NSLocalizedString("""
            kept four spaces
        """, "The closing delimiter sets the indentation");
}
