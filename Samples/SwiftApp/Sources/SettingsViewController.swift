import UIKit

/// The app's own lookup routine; `genstrings -s NotesLocalizedString` finds its calls.
func NotesLocalizedString(_ key: String, tableName: String? = nil, value: String = "", comment: String) -> String {
    Bundle.main.localizedString(forKey: key, value: value, table: tableName)
}

final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Settings", comment: "Title of the settings screen")
        let footer = String(format: NSLocalizedString("Version %@ (%@)",
                                                      tableName: "Settings",
                                                      bundle: Bundle(for: SettingsViewController.self),
                                                      comment: "Footer with the version and build number"),
                            version, build)
        tableView.tableFooterView = makeFooter(footer)
        navigationItem.prompt = NotesLocalizedString("settings.prompt", value: "Changes are saved automatically",
                                                     comment: "Prompt above the settings")
        syncLabel.text = NotesLocalizedString("Sync over cellular", tableName: "Settings", comment: "Switch label")
    }

    func confirmReset() {
        let message = NSLocalizedString("""
            Reset all settings?
            Your notes are kept.
            """, comment: "Message of the reset confirmation")
        let title = NSLocalizedString(#"Reset "everything""#, comment: "Title of the reset confirmation")
        let button = NSLocalizedString("Reset", comment: /* destructive */ "Button that resets the settings")
        present(message, title, button)
    }

    func accountText(name: String) -> String {
        "\(NSLocalizedString("Signed in as", comment: "Label before the account name")) \(name)"
    }

    private let version = "1.0"
    private let build = "42"
    private let syncLabel = UILabel()
}
