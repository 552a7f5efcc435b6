x = NSLocalizedString(@"Title, nil);
y = NSLocalizedString(@"after.open.literal", @"Found: the scan goes on at the next line");
