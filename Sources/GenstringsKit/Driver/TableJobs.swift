/// The order in which `Driver.writeTables` makes the tables, from their sizes: the largest
/// first, one job per table, except that a large table is made in parts on every core (made
/// whole, it took one core up to 3 ms after the others had made the rest; begun last, it was
/// made on one core at the end while the other had nothing left to do).
///
/// The jobs for a split table: its key order first, then enough of the other tables to keep
/// the other cores busy while it is ordered (about a quarter of its keys' worth: with half, it
/// was still the last one made), then its parts, so that it is written while the rest are made
/// (written last, its file took the run's last 0.6-0.9 ms to reach the disk). The tables after
/// the parts (`later`) are taken in turn by their own jobs, or by a part's job while the order
/// is not ready: the thread waited for it up to 0.8 ms, and those tables were then made and
/// written after the largest.
struct TableJobs: Equatable {
    enum Job: Equatable {
        /// Make table `k` whole.
        case table(Int)
        /// Put the largest table's keys in order.
        case order
        /// Make part `n` of the largest table, once it is ordered.
        case part(Int)
        /// Make the next of `later` not yet taken.
        case later
    }

    /// The tables, largest (most keys) first.
    let bySize: [Int]
    /// How many parts the largest table is made in (1: made whole).
    let parts: Int
    let jobs: [Job]
    /// The tables after the parts, in the order they are taken.
    let later: [Int]

    /// `keyCounts[k]`: how many keys table `k` has. A table is split only with several cores,
    /// into at most two parts per core, each of at least `partKeys` keys.
    init(keyCounts: [Int], cores: Int, partKeys: Int) {
        let count = keyCounts.count
        bySize = (0..<count).sorted { keyCounts[$0] > keyCounts[$1] }
        let split = count > 0 && cores > 1 ? min(2 * cores, keyCounts[bySize[0]] / partKeys) : 0
        parts = max(split, 1)
        if split > 1 {
            let largest = keyCounts[bySize[0]]
            var before = 1, keys = 0
            while before < count && keys < largest / 4 {
                keys += keyCounts[bySize[before]]
                before += 1
            }
            later = Array(bySize[before...])
            jobs = [.order] + bySize[1..<before].map { .table($0) } + (0..<split).map { .part($0) }
                + later.map { _ in .later }
        } else {
            later = []
            jobs = bySize.map { .table($0) }
        }
    }
}
