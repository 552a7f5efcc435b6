x = NSLocalizedString((@"objc.wrapped"), (@"Wrapped comment"));
y = NSLocalizedString([NSString stringWithFormat:@"%d", 3], nil);
