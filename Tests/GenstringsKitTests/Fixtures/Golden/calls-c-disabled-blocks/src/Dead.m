#if 0
NSLog(@"it's broken);
#if DEBUG
NSLog(@"nested in dead code);
#endif
#else
s = NSLocalizedString(@"live", @"In the #else of #if 0");
#endif

#if 1
s = NSLocalizedString(@"taken", @"In #if 1");
#else
NSLog(@"never compiled);
#endif

#ifdef DEBUG
NSLog(@"compiled in debug builds);
#endif

#if 0 // old code
  #elif FEATURE
NSLog(@"after an elif of #if 0);
#endif
s = NSLocalizedString(@"after", @"After the blocks");

#if 0
#elifdef FEATURE
NSLog(@"live after #elifdef);
#endif
