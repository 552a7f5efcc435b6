x = @"never closed;
y = NSLocalizedString(@"after.string", @"Next line is scanned");
