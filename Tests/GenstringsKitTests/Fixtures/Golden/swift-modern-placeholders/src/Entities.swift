import AppIntents

struct ProjectEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("Project", comment: "Type name"),
        numericFormat: LocalizedStringResource("\(placeholder: .int) projects", comment: "Plural type name")
    )

    func more(total: Int) {
        _ = String(localized: "\(placeholder: .uint) of \(total) files", comment: "Unsigned and Int")
        _ = String(localized: "\(placeholder: .double) km at 100%", comment: "Double, percent doubled")
        _ = String(localized: "\(placeholder: .float) °C", comment: "Float")
        _ = String(localized: "Sent by \(placeholder: .object)", comment: "Object")
        _ = String(localized: "\(placeholder: .int, specifier: "%d") items", comment: "Given specifier wins")
        _ = String(localized: "\(placeholder: .other) things", comment: "Unknown placeholder type: %@")
        _ = String(localized: "\(placeholder) values", comment: "A variable named placeholder: %@")
    }
}
