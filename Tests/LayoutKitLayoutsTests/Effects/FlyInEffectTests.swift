import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// Fly-in updates on the host: only the items a batch update really inserts, deletes or moves
/// fly from or to (midX, maxY) of the visible bounds, scaled 0.2 and turned by pi; nothing flies
/// in a rotation (the article's "uh-oh"); a reload fades in where it stands.
struct FlyInEffectTests {
    static func host(
        _ base: FlowLayout = FlowLayout(configuration: .compactGrid()),
        frame: CGSize = CGSize(width: 320, height: 568)
    ) throws -> CollectionViewHost {
        let host = try CollectionViewHost(layout: base.flyingInUpdates(), frameSize: frame, itemCounts: [60])
        try host.advanceFrame()
        return host
    }

    /// True when `attributes` is the fly-in start for bounds `bounds`: centered on their bottom
    /// middle, scaled 0.2 and turned by pi (m11 = 0.2 cos pi = -0.2, m12 = 0.2 sin pi ~ 0).
    static func isFlyPoint(_ attributes: LayoutAttributes, bounds: CGRect) -> Bool {
        abs(attributes.frame.midX - bounds.midX) < 1e-9 && abs(attributes.frame.midY - bounds.maxY) < 1e-9
            && abs(attributes.transform3D.m11 + 0.2) < 1e-12 && abs(attributes.transform3D.m12) < 1e-12
    }

    @Test(arguments: [false, true])
    func insertingItems3And7FliesExactlyThoseTwo(horizontal: Bool) throws {
        let base = FlowLayout(configuration: horizontal ? .cardRow() : .compactGrid())
        let frame = horizontal ? CGSize(width: 1200, height: 300) : CGSize(width: 320, height: 568)
        let host = try Self.host(base, frame: frame)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 3, section: 0), IndexPath(item: 7, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [62])
        let flying = host.visibleElements.filter { Self.isFlyPoint($0, bounds: host.bounds) }
        #expect(flying.map(\.indexPath.item).sorted() == [3, 7])
        #expect(host.visibleElements.filter { !$0.transform3D.isIdentity }.count == 2)
        try host.advance(by: 0.15)
        expectSnapshotText(shownFrame(host).text, named: horizontal ? "insert-3-7-mid-horizontal" : "insert-3-7-mid")
        try host.runUntilIdle()
        #expect(host.visibleElements.allSatisfy { $0.transform3D.isIdentity })
        #expect(shownCell(host, 3)?.frame == base.attributes(at: IndexPath(item: 3, section: 0))?.frame)
    }

    @Test func afterARotationNoElementStartsAtTheFlyPoint() throws {
        let host = try Self.host()
        try host.setFrameSize(CGSize(width: 568, height: 320), animation: .rotation)
        #expect(!host.visibleElements.isEmpty)
        #expect(host.visibleElements.allSatisfy { $0.transform3D.isIdentity })
        #expect(!host.visibleElements.contains { abs($0.frame.midY - host.bounds.maxY) < 1e-9 })
        // An update after the rotation still flies: the memory was not left behind.
        try host.runUntilIdle()
        try host.performBatchUpdates(BatchUpdate([.insertItem(IndexPath(item: 0, section: 0))]), countsAfter: [61])
        #expect(host.visibleElements.filter { Self.isFlyPoint($0, bounds: host.bounds) }.map(\.indexPath.item) == [0])
    }

    @Test func aDeletedItemFliesOutAndAMovedOneFliesIn() throws {
        let host = try Self.host()
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 2, section: 0)])
        update.moveItem(from: IndexPath(item: 10, section: 0), to: IndexPath(item: 0, section: 0))
        try host.performBatchUpdates(update, countsAfter: [59])
        #expect(host.visibleElements.filter { Self.isFlyPoint($0, bounds: host.bounds) }.map(\.indexPath.item) == [0])
        // The deleted item reaches the fly point on the animation's last frame.
        try host.advance(by: HostAnimation.batchUpdate.duration)
        let leaving = host.visibleElements.filter { Self.isFlyPoint($0, bounds: host.bounds) }
        #expect(leaving.count == 1 && leaving.first?.indexPath.item == 2)
    }

    @Test func aReloadFadesInWhereItStands() throws {
        let host = try Self.host()
        let before = try #require(shownCell(host, 4))
        try host.performBatchUpdates(BatchUpdate([.reloadItem(IndexPath(item: 4, section: 0))]), countsAfter: [60])
        let start = try #require(shownCell(host, 4))
        #expect(start.frame == before.frame && start.alpha == 0 && start.transform3D.isIdentity)
        try host.runUntilIdle()
        #expect(shownCell(host, 4)?.alpha == 1)
    }

    @Test func badStartSettingsAreNamed() {
        let layout = FlowLayout().flyingInUpdates(FlyInConfiguration(startScale: .nan))
        #expect {
            try layout.prepare(phoneContext([3]))
        } throws: { error in
            guard case let .invalidParameter(name, _, reason)? = error as? LayoutError else { return false }
            return name == "startScale" && reason == "must be finite"
        }
    }
}
