import AppIntents
struct PostIntent: AppIntent {
    static let title: LocalizedStringResource = "Open on a tab"
    static var description: IntentDescription = "Posts to your account"
    static let other = IntentDescription("Made with a call", categoryName: "Posting")
    static var typeDisplayName: LocalizedStringResource { "Tab" }
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Visibility"
    static var later: LocalizedStringResource {
        "Later"
    }
    func caption() -> LocalizedStringResource { "Caption" }
    var computed: LocalizedStringResource { prefix + "Not alone" }
    @Parameter(title: "Account", description: "The account to post from", requestValueDialog: IntentDialog("Which account?"))
    var account: Account
    @Parameter(title: "Count \(n)") var count: Int
    let p = Parameter(title: "Not an attribute")
    func perform() async throws -> some IntentResult { .result(dialog: IntentDialog("Posted")) }
}
enum Visibility {
    case everyone, followers
    var label: LocalizedStringResource {
        switch self {
        case .everyone: "Public"
        case .followers: return "Followers only"
        }
    }
}
