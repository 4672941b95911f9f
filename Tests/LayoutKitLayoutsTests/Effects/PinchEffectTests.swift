import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// The pinch of the classic article on the host: the springy flow's 44 pt items, five a row in
/// 320 pt (insets 10, so 300 pt inside; 5 x 44 = 220 leaves 80 pt for the 4 gaps, 20 each): item
/// i of row 0 spans x = 10 + 64 i ... + 44, y = 10 ... 54.
struct PinchEffectTests {
    static func host(
        _ layout: any CollectionLayout = FlowLayout(configuration: .compactGrid()).pinchable(),
        items: Int = 60, direction: LayoutDirection = .leftToRight
    ) throws -> CollectionViewHost {
        let host = try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [items],
            layoutDirection: direction)
        try host.advanceFrame()
        return host
    }

    /// Fingers 20 pt apart around `center`, 40 pt apart at 0.3 s, held until they lift at `lift` s.
    static func doubling(at center: CGPoint, lift: TimeInterval = 0.5) -> PinchTrace {
        func sample(_ time: TimeInterval, _ half: CGFloat) -> PinchTrace.Sample {
            .init(time: time, first: CGPoint(x: center.x - half, y: center.y), second: CGPoint(x: center.x + half, y: center.y))
        }
        return PinchTrace([sample(0, 10), sample(0.3, 20), sample(lift, 20)])
    }

    @Test func doublingTheTouchDistanceDoublesTheItemAndItReturnsWithinTheRelease() throws {
        let host = try Self.host()
        let normal = try #require(shownCell(host, 1)).frame
        #expect(normal == CGRect(x: 74, y: 10, width: 44, height: 44))
        try host.pinch(Self.doubling(at: CGPoint(x: 90, y: 40)))
        try host.advance(frames: 24)  // 0.4 s: the fingers are 40 pt apart
        let pinched = try #require(shownCell(host, 1))
        #expect(abs(pinched.frame.width - 88) < 1e-9 && abs(pinched.frame.height - 88) < 1e-9)
        #expect(abs(pinched.frame.midX - 90) < 1e-9 && abs(pinched.frame.midY - 40) < 1e-9)
        #expect(pinched.zIndex == 100)
        expectSnapshotText(shownFrame(host).text, named: "doubled")
        #expect(shownCell(host, 2)?.frame == CGRect(x: 138, y: 10, width: 44, height: 44))
        while host.isPinching { try host.advanceFrame() }
        let lift = host.time
        try host.advanceFrame()
        let midway = try #require(shownCell(host, 1)).frame
        #expect(midway.width < 88 && midway.width > 44)
        try host.runUntilIdle()
        #expect(host.time <= lift + HostAnimation.batchUpdate.duration + 1e-9)
        #expect(shownCell(host, 1)?.frame == normal && shownCell(host, 1)?.zIndex == 0)
    }

    @Test func aPinchOverEmptySpaceChangesNothing() throws {
        let host = try Self.host()
        let before = host.visibleElements
        try host.pinch(Self.doubling(at: CGPoint(x: 5, y: 5)))  // in the 10 pt inset
        try host.advance(frames: 20)
        #expect(host.visibleElements == before)
        try host.runUntilIdle()
        #expect(host.visibleElements == before)
    }

    @Test func aPinchOnAnEmptyCollectionChangesNothing() throws {
        let host = try Self.host(items: 0)
        try host.pinch(Self.doubling(at: CGPoint(x: 30, y: 30)))
        #expect(try host.runUntilIdle())
        #expect(host.visibleElements.isEmpty)
    }

    @Test func aRotationMidPinchKeepsTheItemUnderTheFingersAndReturnsItToItsNewPlace() throws {
        let host = try Self.host()
        try host.pinch(Self.doubling(at: CGPoint(x: 90, y: 40), lift: 1))
        try host.advance(frames: 6)
        try host.setFrameSize(CGSize(width: 568, height: 320), animation: .rotation)
        try host.advance(frames: 30)  // 0.6 s: the rotation is over, the fingers 40 pt apart
        let pinched = try #require(shownCell(host, 1))
        #expect(abs(pinched.frame.midX - 90) < 1e-9 && abs(pinched.frame.width - 88) < 1e-9)
        try host.runUntilIdle()
        // 568 pt less the insets is 548: ten 44 pt items (440 pt) leave 108 pt for 9 gaps, 12
        // each: item 1 starts at 10 + 44 + 12 = 66.
        #expect(shownCell(host, 1)?.frame == CGRect(x: 66, y: 10, width: 44, height: 44))
    }

    @Test func aBatchUpdateMidPinchFollowsOrDropsTheItem() throws {
        let host = try Self.host()
        try host.pinch(Self.doubling(at: CGPoint(x: 90, y: 40)))
        try host.advance(frames: 24)
        try host.performBatchUpdates(BatchUpdate([.insertItem(IndexPath(item: 0, section: 0))]), countsAfter: [61])
        try host.advance(frames: 2)
        // The pinched item is now item 2; the fingers still hold it, doubled.
        let followed = try #require(shownCell(host, 2))
        #expect(abs(followed.frame.width - 88) < 1e-9 && followed.zIndex == 100)
        try host.performBatchUpdates(BatchUpdate([.deleteItem(IndexPath(item: 2, section: 0))]), countsAfter: [60])
        try host.runUntilIdle()
        #expect(host.visibleElements.allSatisfy { $0.zIndex == 0 && $0.frame.width == 44 })
    }

    @Test func aBatchUpdateWhileTheItemGoesBackShowsItOnceUnderItsNewIndexPath() throws {
        let host = try Self.host()
        try host.pinch(Self.doubling(at: CGPoint(x: 90, y: 40)))
        while host.isPinching { try host.advanceFrame() }
        try host.advanceFrame()  // item 1 is on its way back
        try host.performBatchUpdates(BatchUpdate([.insertItem(IndexPath(item: 0, section: 0))]), countsAfter: [61])
        let cells = host.core.elements(in: host.bounds).filter { $0.category == .cell }
        #expect(Set(cells.map(\.indexPath)).count == cells.count, "an item answered twice")
        #expect(cells.contains { $0.indexPath == IndexPath(item: 2, section: 0) && $0.zIndex == 100 })
        try host.runUntilIdle()
        // Item 2 (the pinched one) is in the third slot of the first row: x = 10 + 2 x 64.
        #expect(shownCell(host, 2)?.frame == CGRect(x: 138, y: 10, width: 44, height: 44))
    }

    @Test func rightToLeftPinchesTheItemShownUnderTheFingers() throws {
        let host = try Self.host(direction: .rightToLeft)
        // Mirrored across 320 pt, item 1 shows at x = 320 - 118 = 202 ... 246.
        #expect(shownCell(host, 1)?.frame == CGRect(x: 202, y: 10, width: 44, height: 44))
        try host.pinch(Self.doubling(at: CGPoint(x: 230, y: 40)))
        try host.advance(frames: 24)
        let pinched = try #require(shownCell(host, 1))
        #expect(abs(pinched.frame.width - 88) < 1e-9 && abs(pinched.frame.midX - 230) < 1e-9)
    }

    @Test func pinchingAZoomedHorizontalLineWorksOverASecondBase() throws {
        let layout = FlowLayout(configuration: .cardRow()).pinchable()
        let host = try CollectionViewHost(layout: layout, frameSize: ZoomLine.viewport, itemCounts: [60])
        try host.advanceFrame()
        try host.pinch(Self.doubling(at: CGPoint(x: 200, y: 150)))  // item 1 spans 150 ... 250
        try host.advance(frames: 24)
        let pinched = try #require(shownCell(host, 1))
        #expect(abs(pinched.frame.width - 200) < 1e-9 && abs(pinched.frame.midX - 200) < 1e-9)
    }

    @Test func aBadReleaseAnimationIsNamed() {
        let layout = FlowLayout().pinchable(PinchConfiguration(release: HostAnimation(duration: .nan)))
        #expect(throws: LayoutError.self) { try layout.prepare(phoneContext([3])) }
    }
}
