// Java 15 text blocks: the text inside is not code, and one can be a key.
class Help {
    String doc = """
        Call NSLocalizedString("help.example", "shown in the docs") to localize.
        /* not a comment, and 'not a character
        """;
    String inline = """
        ends on this line""";
    String title = NSLocalizedString("""
            Hello, "world"
              indented, \
            joined
            """, "A text block key: indentation and the closing line as Java reads them");
    String empty = "";
    String after = NSLocalizedString("After the blocks", "Still found");
    String tail = NSLocalizedString("""
        two   
        lines""", "No final line break");
    String notBlock = NSLocalizedString("" + "Joined", "Empty literal first");
}
