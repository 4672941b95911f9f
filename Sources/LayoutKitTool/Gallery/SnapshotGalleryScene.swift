import Foundation
import LayoutKit

/// The gallery scene of data applied by identity: a grid whose data is replaced by snapshots.
enum SnapshotGalleryScene {
    static let scene = GalleryScene(
        name: "snapshots", title: "Data by identity (snapshots)",
        article: "UIKit's batch updates, worked out from two snapshots of the data",
        caption: "A grid of 40 items whose data is replaced by a new snapshot, then by another: some items shuffled, "
            + "every seventh filtered out and new ones added at both ends; then shuffled back. Only the items that "
            + "must move do; the others slide into the room left, and nothing jumps."
    ) {
        let host = try GalleryFilm.host(dumpScene: "flow") { $0.items = 0 }
        var random = SeededRandom(seed: 3)
        var ids = Array(0..<40)
        return try GalleryFilm.record(host) { host in
            try host.apply(try snapshot(ids), animation: nil)
            try GalleryGestures.wait(host, 0.5)
            // Shuffle six items, filter out every seventh, add three at the top and four at the end.
            for _ in 0..<6 { ids.insert(ids.remove(at: random.next(below: ids.count)), at: random.next(below: ids.count)) }
            ids = [100, 101, 102] + ids.filter { $0 % 7 != 3 } + [103, 104, 105, 106]
            try host.apply(try snapshot(ids))
            try GalleryGestures.wait(host, 1)
            ids = ids.filter { $0 < 100 }.sorted()
            try host.apply(try snapshot(ids))
            try GalleryGestures.wait(host, 1)
        }
    }

    private static func snapshot(_ ids: [Int]) throws -> DataSnapshot<Int, Int> {
        var snapshot = DataSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(ids)
        return snapshot
    }
}
