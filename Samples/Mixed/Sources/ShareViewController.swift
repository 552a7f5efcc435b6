import UIKit

final class ShareViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NotesLocalizedString("Save to Notes", comment: "Title of the share sheet")
        doneButton.setTitle(NSLocalizedString("Done", comment: "Button that closes the share sheet"), for: .normal)
        errorLabel.text = NotesLocalizedStringWithDefaultValue("share.error", "Share", .main,
                                                               "Could not save %@ to %@", "Error after a failed save")
    }

    private let doneButton = UIButton()
    private let errorLabel = UILabel()
}
