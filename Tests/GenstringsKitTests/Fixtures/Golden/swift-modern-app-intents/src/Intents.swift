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
struct AccountEntity: AppEntity {
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Mastodon account", image: nil)
    }
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard ok else { return .result(dialog: "Nothing to post.") }
        return .result(value: 1, dialog: IntentDialog("Posted once"))
    }
    func result(dialog: String) {}
    func other() { result(dialog: "Not a result") }
    @Parameter(title: "Image", requestValueDialog: "Which image?") var image: IntentFile
}
struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PostIntent(), phrases: ["Post with \(.applicationName)"],
                    shortTitle: "Compose a post", systemImageName: "square.and.pencil")
    }
}
enum Visibility2: String, AppEnum {
    case everyone, followers, mentioned
    static var caseDisplayRepresentations: [Visibility2: DisplayRepresentation] = [
        .everyone: "Everyone",
        .followers: .init(title: "Followers", subtitle: "Only your followers"),
        .mentioned: DisplayRepresentation(title: "Mentioned \(count)", image: .init(systemName: "at")),
    ]
}
enum Visibility3: String, AppEnum {
    case one, two
    static var caseDisplayRepresentations: [Visibility3: DisplayRepresentation] {
        [.one: "One", .two: "Two" + suffix]
    }
    static let names: [Visibility3: String] = [.one: "Not a key"]
}

struct RecommendedIntents {
    static var recommendations: [AppIntentRecommendation<PostIntent>] {
        [AppIntentRecommendation(intent: PostIntent(), description: "Post a status")]
    }
}

struct EngineEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "Search engine",
                                                                           numericFormat: "\(placeholder: .int) engines")
    static let other: TypeDisplayRepresentation = .init(stringLiteral: "Other type")
    static let kind = TypeDisplayRepresentation(name: "Kind of engine")
    static var parameterSummary: some ParameterSummary {
        Summary("Get \(\.$settings) for \(\.$type)")
    }
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(full: "Done in full", supporting: "Done"))
    }
    static var caseDisplayRepresentations: [Style: DisplayRepresentation] = [.hidden: .init(stringLiteral: "Hidden style")]
    // Not a display representation: any type's `.init(name:)`.
    let file = Export(items: [.init(name: "recipe.json", data: data)])
}

struct SendIntent: AppIntent {
    @Parameter(title: "Channel") var channel: Int
    func perform() async throws -> some IntentResult {
        guard channel < 8 else { throw $channel.needsValueError("Pick a channel below 8") }
        let other = try await $channel.requestValue("Which channel?")
        let alert = AlertConfiguration(title: "Node online", body: "A node came back.", sound: .default)
        let stop = AlarmButton(text: "Stop", textColor: .white, systemImageName: "stop")
        return .result()
    }
}
