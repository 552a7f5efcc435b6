import Foundation

enum Status {
    case retrieving(nodeCount: Int)
    case installing(String, dependency: Int, of: Int)
    case failed(code: Int32, message: String)
    case ratio(Double)
    case pair(Int, Double)
}

// Cases of one name: those with as many values as the pattern count.
enum Latency {
    case success(Int)
    case failure
}

enum Decoding {
    case success(decoded: Data, consumed: Int)
}
