import SwiftUI

// `dS` is the pair the scan stops at for `NSLocalizedString`, ten bytes into the name: the ten
// bytes before it here begin `Text`, a call found at its own stop and not read again.
struct Speeds: View {
    let uploadSpeed: String
    var body: some View {
        Text(uploadSpeed)
        Text("Download speed", comment: "A call after it")
    }
}
