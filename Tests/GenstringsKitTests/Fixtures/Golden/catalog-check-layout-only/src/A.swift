import Foundation
let a = NSLocalizedString("Hello", comment: "Greeting")
