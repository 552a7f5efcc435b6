void use(NSString *variable) {
    NSString *a = AppLocalized(@"objc.call", @"Objective-C call");
    NSString *b = AppLocalized(variable, @"Still an error");
    return AppLocalized(variable, @"After return: a call, an error");
}
