// Kept: /Shared/* is anchored at the folder given (src), and this is src/App/Shared.
NSLocalizedString(@"d", @"In App/Shared");
