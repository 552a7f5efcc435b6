// A name right before a quote: only R, LR, uR, UR and u8R start a C++ raw string, and a quote
// right after a number is a digit separator, not a character literal.
#import <Foundation/Foundation.h>
#define LOG_HEADER "[sync] "
void logIt(int n) { printf(LOG_HEADER"(%d) failed\n", n); }
NSString *a(void) { return NSLocalizedString(@"After a macro and a string", @"First"); }
NSString *b(void) { return [NSString stringWithFormat:@"(%@)", @"x"]; }
static const int n = 1'000'000, q = '"'; static NSString *s = NSLocalizedString(@"After a digit separator", @"Second");
static const char *raw = R"x(NSLocalizedString(@"Inside a raw string", @"no"))x";
static const wchar_t *wide = LR"(also raw ")";
static const char16_t c16 = u'"', c8 = u8'x'; static const wchar_t wc = L'"';
NSString *c(void) { return NSLocalizedString(@"After raw strings and prefixed characters", @"Third"); }
