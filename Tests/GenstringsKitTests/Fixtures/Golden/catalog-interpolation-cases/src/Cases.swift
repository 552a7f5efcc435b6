import SwiftUI

// A name an enum case's pattern binds holds the value of the case's declaration at its place,
// up to the next `case` or `default`.
struct Cases {
    func describe(_ status: Status, latency: Latency) -> String {
        switch status {
        case .retrieving(let nodeCount):
            return String(localized: "Nodes \(nodeCount)")
        case .installing(_, let dependency, let total):
            return String(localized: "Installing \(dependency) of \(total)")
        case let .failed(code, message):
            return String(localized: "Failed \(code): \(message)")
        case Status.ratio(let ratio) where ratio > 0:
            return String(localized: "Ratio \(ratio)")
        case .pair(_, let value), .ratio(let value):
            return String(localized: "Value \(value)")
        default:
            // `nodeCount` is no name here.
            return String(localized: "Default \(nodeCount)")
        }
    }

    func latency(_ latency: Latency, status: Status) -> String {
        switch latency {
        case .success(let ms):
            return String(localized: "Latency \(ms) ms")
        case .failure:
            break
        }
        if case .retrieving(let count) = status {
            return String(localized: "Retrieving \(count)")
        }
        guard case let .failed(code: code, message: _) = status else {
            return String(localized: "Not failed \(code)")
        }
        return String(localized: "Code \(code)")
    }
}
