// A comment holding */ would close the table's /* */ early: it is written as * /.
a = NSLocalizedString(@"Close", @"Closes with */ inside");
b = NSLocalizedString(@"Close", @"Second */*/ comment");
