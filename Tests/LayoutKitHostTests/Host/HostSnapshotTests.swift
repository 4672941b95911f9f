import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitTesting
import Testing

/// Data applied by identity through the headless host: the first snapshot loads, the next ones
/// animate from it, and each element with an identifier goes where that identifier went.
struct HostSnapshotTests {
    /// Rows of 40 pt every 50 pt: row i at y = 50 i.
    static func list(_ ids: [String]) throws -> DataSnapshot<Int, String> {
        var snapshot = DataSnapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(ids)
        return snapshot
    }

    @Test func aShuffledFilteredAndExtendedListAnimatesEachRowFromWhereItWas() throws {
        let host = try CollectionViewHost(layout: RowsTestLayout(), frameSize: CGSize(width: 320, height: 568), itemCounts: [0])
        try host.apply(try Self.list(["a", "b", "c", "d", "e"]))
        #expect(host.itemCounts == [5] && host.visibleElements.count == 5)
        // "d" goes to the top, "b" leaves, "f" arrives at the end.
        try host.apply(try Self.list(["d", "a", "c", "e", "f"]))
        #expect(host.itemCounts == [5])
        try host.advanceFrame()
        // One frame into the 0.3 s update, "d" (now row 0) is on its way down from row 3 (y 150).
        let d = try #require(
            host.visibleElements.first { $0.indexPath == IndexPath(item: 0, section: 0) && $0.category == .cell })
        #expect(d.frame.minY > 100 && d.frame.minY < 150, "\(d.frame)")
        // "a" (row 0 before, row 1 after) moves down, never up.
        let a = try #require(
            host.visibleElements.first { $0.indexPath == IndexPath(item: 1, section: 0) && $0.category == .cell })
        #expect(a.frame.minY > 0 && a.frame.minY < 50)
        #expect(try host.runUntilIdle(timeout: 2))
        #expect(host.visibleElements.map(\.frame.minY) == [0, 50, 100, 150, 200])
    }

    @Test func applyingASnapshotReturnsTheUpdateItRan() throws {
        let host = try CollectionViewHost(layout: RowsTestLayout(), frameSize: CGSize(width: 320, height: 568))
        #expect(try host.apply(try Self.list(["a", "b", "c"])) == nil, "the first snapshot loads")
        let update = try #require(try host.apply(try Self.list(["c", "a", "x"])))
        #expect(try update.validated(countsBefore: [3], countsAfter: [3]).countsAfter == [3])
        #expect(update.items.contains(.deleteItem(IndexPath(item: 1, section: 0))), "b left")
        #expect(update.items.contains(.insertItem(IndexPath(item: 2, section: 0))), "x arrived")
    }

    @Test func anUpdateTheSnapshotsDidNotMakeMakesTheNextOneReload() throws {
        let host = try CollectionViewHost(layout: RowsTestLayout(), frameSize: CGSize(width: 320, height: 568), itemCounts: [0])
        try host.apply(try Self.list(["a", "b"]))
        var insert = BatchUpdate()
        insert.insertItems([IndexPath(item: 2, section: 0)])
        try host.performBatchUpdates(insert, countsAfter: [3])  // not through a snapshot
        try host.runUntilIdle()
        // The data may no longer be what the last snapshot says: the next one reloads at once
        // instead of animating a diff from it.
        try host.apply(try Self.list(["b", "a", "c", "x"]))
        #expect(host.itemCounts == [4] && host.isIdle)
        #expect(host.visibleElements.map(\.frame.minY) == [0, 50, 100, 150])
        // And from then on the snapshots animate again.
        try host.apply(try Self.list(["x", "b", "a", "c"]))
        #expect(!host.isIdle)
    }

    @Test func reloadDataReplacesTheCountsAtOnce() throws {
        let host = try CollectionViewHost(layout: RowsTestLayout(), frameSize: CGSize(width: 320, height: 568), itemCounts: [3])
        try host.advanceFrame()
        try host.reloadData(itemCounts: [7])
        #expect(host.itemCounts == [7] && host.visibleElements.count == 7 && host.isIdle)
        #expect(throws: LayoutError.invalidParameter(name: "itemCounts[0]", value: -1, reason: "must not be negative")) {
            try host.reloadData(itemCounts: [-1])
        }
        #expect(host.itemCounts == [7])
    }
}
