import Foundation

func AppLocalized(_ key: String, tableName: String? = nil, comment: String) -> String {
    Bundle.main.localizedString(forKey: key, value: nil, table: tableName)
}

func AppLocalizedFromTable(_ key: String, _ table: String, _ comment: String) -> String {
    AppLocalized(key, tableName: table, comment: comment)
}

let title = AppLocalized("swift.call", comment: "A call of the routine")
let other = AppLocalizedFromTable("swift.table", "App", "Positional arguments in Swift")
let bad = AppLocalized(title, comment: "A real call with a variable is still an error")
