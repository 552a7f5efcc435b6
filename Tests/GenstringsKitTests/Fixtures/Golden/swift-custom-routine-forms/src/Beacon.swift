// An -s routine in Swift: its four forms, with labels (any of tableName:, bundle:, value:
// may be absent) and by position, as NSLocalizedString's.
final class Beacon {
    func labelled() {
        _ = BeaconText("beacon.base", comment: "Base form")
        _ = BeaconTextFromTable("beacon.table", tableName: "Beacon", comment: "From a table")
        _ = BeaconTextFromTableInBundle("beacon.bundle", tableName: "Beacon", bundle: Bundle(for: type(of: self)), comment: "Bundle with nested parentheses")
        _ = BeaconTextWithDefaultValue("beacon.value", tableName: "Beacon", bundle: .main, value: "Signal %@ of %d", comment: "Default value, numbered")
        _ = BeaconText("beacon.only.value", value: "Only a value", comment: "No table or bundle")
        _ = BeaconText("beacon.nil.table", tableName: nil, bundle: .main, value: "", comment: "")
    }
    func positional() {
        _ = BeaconText("beacon.pos.base", "Base form by position")
        _ = BeaconTextFromTable("beacon.pos.table", "Beacon", "From a table by position")
        _ = BeaconTextFromTableInBundle("beacon.pos.bundle", "Beacon", Bundle.main, "In a bundle by position")
        _ = BeaconTextWithDefaultValue("beacon.pos.value", "Beacon", Bundle.main, "Positional value", "Value by position")
    }
    func builtIn() {
        // The built-in names stay recognised.
        _ = NSLocalizedString("beacon.builtin", comment: "Built-in")
    }
}
