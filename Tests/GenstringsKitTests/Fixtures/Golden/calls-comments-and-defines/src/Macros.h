#define GREETING NSLocalizedString(@"define.body", @"Inside a #define body")
#if 0
    NSLocalizedString(@"if0.block", @"No preprocessor: #if 0 is scanned too")
#endif
#define TITLE NSLocalizedString(titleKey, nil)
