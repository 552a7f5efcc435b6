NSLocalizedString("two", "Listed too");
