NSString *p = NSLocalizedString(@"Price in Û", @"Currency");
