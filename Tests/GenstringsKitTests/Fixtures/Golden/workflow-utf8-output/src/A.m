NSLocalizedString(@"café", @"UTF-8 output has no BOM");
