void glyph(void) {
    NSLocalizedString(@"glyph \uD83D\uDE00", @"A surrogate pair is one character");
    NSLocalizedString(@"glyph \uD800 high", @"A lone high surrogate");
    NSLocalizedString(@"glyph \uDC00", @"A lone low surrogate");
    NSLocalizedString(@"glyph.comment", @"In the comment \uD801");
    NSLocalizedStringWithDefaultValue(@"glyph.value", nil, bundle, @"Value \uDFFF", nil);
    NSLocalizedString(@"glyph \u12", @"Not four hex digits: copied as written");
    NSLocalizedString(@"glyph.after", @"Scanning goes on");
}
