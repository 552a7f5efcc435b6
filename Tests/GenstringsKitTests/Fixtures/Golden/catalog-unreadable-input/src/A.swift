import SwiftUI
let a = NSLocalizedString("Hello", comment: "Greeting")
let b = NSLocalizedString("welcome.title", value: "Welcome, \"friend\"", comment: "Title with an explicit value")
let c = NSLocalizedString("No comment", comment: "")
let d = NSLocalizedString("Path/with/slashes", tableName: "Other", comment: "A second catalog")
