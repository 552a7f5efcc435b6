func title(for serverKey: String) -> String {
    let skipped = NSLocalizedString(serverKey, tableName: "ServerStrings", comment: "Skipped")
    let reported = NSLocalizedString(serverKey, comment: "Reported")
    return skipped + reported + NSLocalizedString("Title", tableName: "Settings", comment: "Written")
}
