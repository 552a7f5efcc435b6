//
//  AppDelegate.m
//  Notes — a small note-taking app used as genstrings' sample.
//

#import "AppDelegate.h"
#import "NotesViewController.h"

// Keys built at run time are registered for genstrings in comments:
// NSLocalizedString(@"status.synced", @"Status line when all notes are uploaded")
// NSLocalizedString(@"status.offline", @"Status line without a network connection")

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window.rootViewController = [[NotesViewController alloc] init];
    self.window.rootViewController.title = NSLocalizedString(@"Notes", @"Title of the main screen");
    NSString *statusKey = [self isOnline] ? @"status.synced" : @"status.offline";
    self.statusLabel.text = [[NSBundle mainBundle] localizedStringForKey:statusKey value:nil table:nil];
    return YES;
}

- (void)showError:(NSError *)error {
    NSString *title = NSLocalizedStringFromTable(@"Something went wrong", @"Errors", @"Alert title for any error");
    NSString *message = [NSString stringWithFormat:NSLocalizedStringFromTable(@"The note \"%@\" could not be saved (code %ld).", @"Errors",
                                                                              @"Alert message; %@ is the note title, %ld the error code"),
                                                   error.localizedDescription, (long)error.code];
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"OK", @"Button to dismiss an alert")
                                              style:UIAlertActionStyleDefault handler:nil]];
    [self.window.rootViewController presentViewController:alert animated:YES completion:nil];
}

@end
