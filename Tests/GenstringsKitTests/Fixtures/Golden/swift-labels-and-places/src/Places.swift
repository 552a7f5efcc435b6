// Routines declared (_ key: String, _ table: String, comment: String) and so on: an
// unlabelled argument at its role's place gives that role.
func f(name: String) {
    _ = MyLocFromTable("settings.title", "Settings", comment: "Title of the settings screen")
    _ = MyLocWithDefaultValue("settings.hint", "Settings", .main, "Tap to change", comment: "Hint under a setting")
    // A role's label wins over a place; an extra argument is no role.
    _ = MyLoc("greeting %@", name, comment: "Greeting with the user's name")
    _ = NSLocalizedString("about", tableName: "About", comment: "About box")
    // The key is the first argument without a role's label, wherever it stands.
    _ = MyLoc(comment: "Shown on the login screen", "login.title")
    _ = MyLocFromTable(tableName: "Login", "login.button", comment: "Login button")
}

// The last arguments left to their defaults (a routine declared with `comment: String = ""`):
// the unlabelled ones still give the roles at their places.
func g() {
    _ = MyLocFromTable("profile.title", "Profile")
    _ = MyLocWithDefaultValue("profile.hint", "Profile", .main, "Tap to edit")
    _ = MyLocFromTableInBundle("profile.name", "Profile", .main)
    _ = MyLoc("profile.empty")
}
