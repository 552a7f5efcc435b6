class Empty {
    String label(char c) {
        if (c == '' || c == '"') return NSLocalizedString("Java quote", "After an empty literal");
        return NSLocalizedString("Java other", "Read after it");
    }
}
