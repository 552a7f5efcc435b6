let pier = NSLocalizedString("pier", tableName: "Har" + "bor", value: "Pier", comment: "Pier")
let pier2 = NSLocalizedString("pier", tableName: "Har"
    + "bor", value: "Other pier", comment: "Pier")
let buoy = Text("buoy", tableName: "Har" + "bor", comment: "Buoy")
let moor = NSLocalizedString("moor", tableName: "Quay" + "", comment: "Written too")
