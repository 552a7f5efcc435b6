import Foundation

struct Poll {
    var votesCount: Int
    var ratio: Double?
}

struct Account {
    var followersCount: Int?
    var name: String?
    var hops: Int32?
}
