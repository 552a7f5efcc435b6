x = NSLocalizedString(@"bom8", @"UTF-8 with BOM");
