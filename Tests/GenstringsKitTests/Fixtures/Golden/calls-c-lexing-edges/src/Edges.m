// C and Objective-C lexing at the edges: each call below follows a construct that once hid it.
#import <Foundation/Foundation.h>

#pragma mark - Helpers /* the text of a pragma mark is not code
#pragma mark - 3.5" drives
#warning The 12" model is not supported yet

static char quoteOf(int kind) {
    switch (kind) { case 1: return'"'; default: return '\''; }
}
NSString *afterKeyword(void) { return NSLocalizedString(@"After a character literal after a keyword", @"First"); }

// A backslash ends this comment's line, so the next line is comment too: \
   NSLocalizedString(key, @"") the 12" model
NSString *afterContinuation(void) { return NSLocalizedString(@"After a continued comment", @"Second"); }

// Spaces after the backslash still continue the line, as clang and gcc read it: \   
   the 8" disk
NSString *afterSpacedContinuation(void) { return NSLocalizedString(@"After a comment continued past spaces", @"Third"); }

void cf(void) {
    CFCopyLocalizedString(CFSTR("Joined " "in CFSTR"), "Adjacent literals in CFSTR");
}
