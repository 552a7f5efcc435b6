// Keys the code builds at run time, registered in comments:
// Title of the app's "Don't Allow" button: NSLocalizedString(@"dont.allow", @"Button title")
// Title of the app "Don't Allow" button: NSLocalizedString(@"dont.allow2", @"Button title")
/* The user's "Can't" label: NSLocalizedString(@"cant.label", @"Label") */
// Commented-out code keeps its literals: c = ' '; d = '"'; e = 'ab'; NSLocalizedString(@"after.chars", @"Chars")
// if (c == '\'' || c == '"') NSLocalizedString(@"after.escape", @"Escape")
static NSString *s = @"x";
