package com.example.notes;

// The Android widget shares its strings through the same tables.
public class Widget {
    String title() {
        return NSLocalizedString("Notes Widget", "Title of the home screen widget");
    }

    String count(int n) {
        return NotesLocalizedStringFromTable("%d notes", "Counts", "Widget subtitle with the number of notes");
    }
}
