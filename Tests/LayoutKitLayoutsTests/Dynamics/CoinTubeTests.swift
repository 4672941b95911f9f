import Foundation
import LayoutKit
import Testing

/// The guide's fourth physics layout (``CoinTubePolicy``, Docs/PhysicsLayouts.md) driven through
/// the host as an app would: its coins come to rest on slots worked out here by hand, fall in
/// from above, close a gap left by a delete without jumping, and follow a rotation.
struct CoinTubeTests {
    /// Coin `item` of `count` on a screen of `size`: 60 × 20 pt, centred, the stack of pitch
    /// 22 pt (20 + 2) resting on the bottom edge, item 0 on top. So the last coin's maxY is the
    /// height and coin i is (count − i) pitches above it, less the 2 pt gap.
    static func slot(_ item: Int, of count: Int, on size: CGSize) -> CGRect {
        CGRect(x: (size.width - 60) / 2, y: size.height - CGFloat(count - item) * 22 + 2, width: 60, height: 20)
    }

    private func makeHost(_ count: Int, size: CGSize = CGSize(width: 320, height: 568)) throws -> CollectionViewHost {
        try CollectionViewHost(layout: PhysicsLayout(policy: CoinTubePolicy()), frameSize: size, itemCounts: [count])
    }

    /// The shown coins by index path; a deleted coin fading out under its old index path (listed
    /// after the layout's answers) is left out.
    private func coins(_ host: CollectionViewHost) -> [IndexPath: CGRect] {
        let cells = host.visibleElements.filter { $0.category == .cell }.map { ($0.indexPath, $0.frame) }
        return Dictionary(cells) { shown, _ in shown }
    }

    /// The host comes to rest within `timeout` seconds with every coin on its slot.
    private func expectRestOnSlots(_ host: CollectionViewHost, count: Int, timeout: TimeInterval = 5) throws {
        #expect(try host.runUntilIdle(timeout: timeout), "the coins never came to rest")
        let shown = coins(host)
        #expect(shown.count == count)
        for item in 0..<count {
            let expected = Self.slot(item, of: count, on: host.frameSize)
            let frame = try #require(shown[IndexPath(item: item, section: 0)], "coin \(item) is not shown")
            #expect(abs(frame.minX - expected.minX) < 0.5 && abs(frame.minY - expected.minY) < 0.5, "coin \(item): \(frame)")
        }
    }

    @Test func coinsStartAtRestOnTheirSlots() throws {
        let host = try makeHost(5)
        try host.layoutIfNeeded()
        for (indexPath, frame) in coins(host) { #expect(frame == Self.slot(indexPath.item, of: 5, on: host.frameSize)) }
        #expect(coins(host).count == 5)
    }

    @Test func aCoinInsertedAtTheBottomFallsInWhileTheStackRisesWithoutAJump() throws {
        let host = try makeHost(5)
        try host.layoutIfNeeded()
        let bottom = IndexPath(item: 5, section: 0)
        var insert = BatchUpdate()
        insert.insertItems([bottom])
        try host.performBatchUpdates(insert, countsAfter: [6])
        try host.advance(frames: 1)
        // The new coin starts above the screen, so it is not shown yet; the top coin, whose slot
        // rose one pitch (22 pt), is still about where it was.
        #expect(coins(host)[bottom] == nil)
        let top = try #require(coins(host)[IndexPath(item: 0, section: 0)])
        #expect(abs(top.minY - Self.slot(0, of: 5, on: host.frameSize).minY) < 2, "it jumped to \(top)")
        // A twelfth of a second later the new coin is in view, falling, still well above its slot.
        try host.advance(frames: 4)
        let falling = try #require(coins(host)[bottom], "the new coin should be falling in view")
        #expect(falling.minY < Self.slot(5, of: 6, on: host.frameSize).minY - 100)
        try expectRestOnSlots(host, count: 6)
    }

    @Test func aDeletedCoinLeavesAGapThatTheCoinsAboveClose() throws {
        let host = try makeHost(6)
        try host.layoutIfNeeded()
        var delete = BatchUpdate()
        delete.deleteItems([IndexPath(item: 3, section: 0)])
        try host.performBatchUpdates(delete, countsAfter: [5])
        try host.advance(frames: 1)
        // Coins 0...2 keep their index paths and slide down one pitch from where they were.
        let top = try #require(coins(host)[IndexPath(item: 0, section: 0)])
        #expect(abs(top.minY - Self.slot(0, of: 6, on: host.frameSize).minY) < 2, "it jumped to \(top)")
        try expectRestOnSlots(host, count: 5)
    }

    @Test func aRotationPutsTheStackOnTheNewBottomEdge() throws {
        let host = try makeHost(8)
        try host.layoutIfNeeded()
        try host.setFrameSize(CGSize(width: 568, height: 320), animation: .rotation)
        try expectRestOnSlots(host, count: 8)
        #expect(Self.slot(7, of: 8, on: host.frameSize).maxY == 320)
    }

    @Test func insertsAndDeletesDuringTheFallAllEndOnTheSlots() throws {
        let host = try makeHost(3)
        try host.layoutIfNeeded()
        for count in 3..<9 {
            var insert = BatchUpdate()
            insert.insertItems([IndexPath(item: 0, section: 0)])
            try host.performBatchUpdates(insert, countsAfter: [count + 1])
            try host.advance(frames: 5)
        }
        var delete = BatchUpdate()
        delete.deleteItems([IndexPath(item: 2, section: 0), IndexPath(item: 6, section: 0)])
        try host.performBatchUpdates(delete, countsAfter: [7])
        try expectRestOnSlots(host, count: 7)
    }
}
