// Calls whose arguments are only literals, next to more code.
x = NSLocalizedString(@"first", @"One")NSLocalizedString(@"adjacent", @"Two");
y = NSLocalizedString(@"outer", NSLocalizedString(@"inner.in.comment.argument", @"Inner"));
z = NSLocalizedString(@"broken
, @"Unterminated key");
w = NSLocalizedStringFromTable(@"with.table", @"Table", @"After broken");
v = NSLocalizedString(@"tab.sep"	,	@"Tabs"	);
u = NSLocalizedString(@"escaped \"quote\"", @"Escapes are not plain");
