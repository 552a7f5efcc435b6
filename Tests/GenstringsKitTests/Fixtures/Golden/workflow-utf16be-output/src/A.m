NSLocalizedString(@"be", @"UTF-16BE with BOM");
