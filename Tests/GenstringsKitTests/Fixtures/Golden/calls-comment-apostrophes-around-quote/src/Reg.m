// Keys the code builds at run time, registered in comments:
// Title of the app's "Don't Allow" button: NSLocalizedString(@"dont.allow", @"Button title")
// Title of the app "Don't Allow" button: NSLocalizedString(@"dont.allow2", @"Button title")
/* The user's "Can't" label: NSLocalizedString(@"cant.label", @"Label") */
// Commented-out code keeps its literals: c = ' '; d = '"'; e = 'ab'; NSLocalizedString(@"after.chars", @"Chars")
// if (c == '\'' || c == '"') NSLocalizedString(@"after.escape", @"Escape")
static NSString *s = @"x";
// A quote inside single quotes stays hidden: the label reads 'Size 5"' NSLocalizedString(@"inch.mark", @"Inch")
// Use 'a "b' quoting: NSLocalizedString(@"quoted.quote", @"Quote in quotes")
// Prefixed literals are literals: c = L'"'; d = u8'"'; NSLocalizedString(@"after.prefixed", @"Prefixed")
