import SwiftUI

struct Views: View {
    var body: some View {
        Text("Not extracted without -SwiftUI", comment: "No flag")
        Text(NSLocalizedString("still.found", comment: "NSLocalizedString is always found"))
    }
}
