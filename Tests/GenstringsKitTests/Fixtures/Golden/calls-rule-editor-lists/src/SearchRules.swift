import AppKit

func ruleStrings() {
    _ = NSLocalizedString("%[date]@ %[is before, is after]@ %@", tableName: "Rules", comment: "Date row")
}
