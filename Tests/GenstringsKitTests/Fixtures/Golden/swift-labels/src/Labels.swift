import Foundation

final class Labels {
    func all() {
        _ = NSLocalizedString("only.comment", comment: "Only the comment label")
        _ = NSLocalizedString("with.table", tableName: "Swift", comment: "Table label")
        _ = NSLocalizedString("with.bundle", tableName: "Swift", bundle: Bundle(for: Labels.self), comment: "Bundle with nested parentheses")
        _ = NSLocalizedString("with.value", tableName: nil, bundle: .main, value: "The value", comment: "Value label, nil table")
        _ = NSLocalizedString("bundle.closure",
                              bundle: { () -> Bundle in Bundle(identifier: "x") ?? .main }(),
                              value: "Closure bundle",
                              comment: "A closure as the bundle")
        _ = NSLocalizedString(
            "multi.line",
            tableName: "Swift",
            value: "Over several lines",
            comment: "A multi-line call"
        )
        _ = NSLocalizedString("empty.comment", comment: "")
        _ = NSLocalizedString("with.percent", value: "%@ of %@", comment: "Positional numbering in values")
        _ = Foundation.NSLocalizedString("qualified", comment: "Module-qualified call")
    }
}
