class Glyph {
    String a = NSLocalizedString("glyph.java \uD83D\uDE00 \u00e9", "Java pair");
    String b = NSLocalizedString("glyph.java.lone \uD83D", null);
}
