import AppIntents
// A value declared LocalizedStringResource with a literal is a key of the default table.
struct ShowInbox: AppIntent {
    static var title: LocalizedStringResource = "Show Inbox"
    static let caption:LocalizedStringResource="Unread: \(count)"
    static var titleLater: LocalizedStringResource
    func matches(_ other: LocalizedStringResource) -> Bool { other == "Not a declaration" }
    let plain: String = "Not localized"
    let made: LocalizedStringResource = .init("Made by init")
}
