import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// Bad input: typed errors that name what was wrong, no crash, and the host's state unchanged.
struct HostInputTests {
    static func makeHost() throws -> (CollectionViewHost, SpyLayout) {
        let spy = SpyLayout()
        let host = try CollectionViewHost(layout: spy, frameSize: CGSize(width: 320, height: 480), itemCounts: [100],
                                          contentOffset: CGPoint(x: 0, y: 60))
        try host.advanceFrame()
        return (host, spy)
    }

    @Test func aFingerTraceWithANaNPointIsRefusedByName() throws {
        let (host, _) = try Self.makeHost()
        let trace = FingerTrace([
            .init(time: 0, location: CGPoint(x: 10, y: 10)),
            .init(time: 0.1, location: CGPoint(x: 10, y: 20)),
            .init(time: 0.2, location: CGPoint(x: CGFloat.nan, y: 30)),
        ])
        #expect(throws: HostError.invalidTrace(sample: 2, reason: "location (nan, 30.0) is not finite")) {
            try host.drag(trace)
        }
        #expect(!host.isDragging && host.contentOffset == CGPoint(x: 0, y: 60))
        try host.advanceFrame()
        #expect(host.contentOffset == CGPoint(x: 0, y: 60))
    }

    @Test func tracesOutOfOrderOrTooShortAreRefused() throws {
        let (host, _) = try Self.makeHost()
        let backwards = FingerTrace([.init(time: 0.1, location: .zero), .init(time: 0.1, location: .zero)])
        #expect(throws: HostError.invalidTrace(sample: 1, reason: "time 0.1 s does not come after 0.1 s")) {
            try host.drag(backwards)
        }
        #expect(throws: HostError.self) { try host.drag(FingerTrace([.init(time: 0, location: .zero)])) }
        #expect(throws: HostError.invalidTrace(sample: 0, reason: "the two fingers touch down at the same point")) {
            try host.pinch(PinchTrace([.init(time: 0, first: .zero, second: .zero), .init(time: 1, first: .zero, second: .zero)]))
        }
        #expect(host.isIdle)
    }

    @Test(arguments: [-1.0 / 60, 0, .nan, .infinity])
    func aClockStepMustMoveTimeForward(step: Double) throws {
        let (host, spy) = try Self.makeHost()
        let calls = spy.calls.count
        #expect(throws: HostError.self) { try host.advance(by: step) }
        #expect(host.time == 1.0 / 60 && host.frameIndex == 1 && spy.calls.count == calls)
    }

    @Test func anUpdateDuringARotationIsRefusedAndTheRotationGoesOn() throws {
        let (host, spy) = try Self.makeHost()
        try host.setFrameSize(CGSize(width: 480, height: 320), animation: .rotation)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        let calls = spy.calls.count
        #expect(throws: HostError.busy(operation: "a batch update", running: "an animated bounds change")) {
            try host.performBatchUpdates(update, countsAfter: [101])
        }
        #expect(host.itemCounts == [100] && spy.calls.count == calls)
        try host.runUntilIdle()
        #expect(host.bounds.size == CGSize(width: 480, height: 320))
        try host.performBatchUpdates(update, countsAfter: [101])
        #expect(throws: HostError.busy(operation: "an animated bounds change", running: "a batch update")) {
            try host.setFrameSize(CGSize(width: 320, height: 480), animation: .rotation)
        }
    }

    @Test func anInconsistentUpdateChangesNothing() throws {
        let (host, spy) = try Self.makeHost()
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        let calls = spy.calls.count
        #expect(throws: LayoutError.self) { try host.performBatchUpdates(update, countsAfter: [100]) }
        #expect(host.itemCounts == [100] && spy.calls.count == calls && host.isIdle)
    }

    @Test func aZeroSizeFrameShowsNothingAndRecovers() throws {
        let (host, _) = try Self.makeHost()
        try host.setFrameSize(.zero)
        #expect(host.visibleElements.isEmpty)
        try host.drag(.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: -100), duration: 0.1))
        try host.runUntilIdle()
        #expect(host.visibleElements.isEmpty && host.contentOffset.y.isFinite)
        try host.setFrameSize(CGSize(width: 320, height: 480), animation: .rotation)
        try host.runUntilIdle()
        #expect(!host.visibleElements.isEmpty)
    }

    @Test func badSizesOffsetsAndDurationsAreRefusedByName() throws {
        let (host, _) = try Self.makeHost()
        #expect(throws: LayoutError.invalidParameter(name: "frameSize.width", value: -1, reason: "must not be negative")) {
            try host.setFrameSize(CGSize(width: -1, height: 10))
        }
        #expect(throws: LayoutError.self) { try host.setContentOffset(CGPoint(x: 0, y: CGFloat.nan)) }
        #expect(throws: LayoutError.invalidParameter(name: "animation.duration", value: -0.3, reason: "must be finite and not negative")) {
            try host.setFrameSize(CGSize(width: 480, height: 320), animation: HostAnimation(duration: -0.3))
        }
        #expect(host.bounds == CGRect(x: 0, y: 60, width: 320, height: 480))
        #expect(throws: LayoutError.self) {
            _ = try CollectionViewHost(layout: SpyLayout(), frameSize: CGSize(width: 10, height: 10), itemCounts: [1], frameRate: 0)
        }
    }

    @Test func aLayoutThatFailsToPrepareLeavesTheOldCounts() throws {
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        let failing = FailingLayout(maximumItems: 3)
        let other = try CollectionViewHost(layout: failing, frameSize: CGSize(width: 320, height: 480), itemCounts: [3])
        try other.advanceFrame()
        #expect(throws: LayoutError.self) { try other.performBatchUpdates(update, countsAfter: [4]) }
        #expect(other.itemCounts == [3] && other.isIdle)
        try other.advanceFrame()
        #expect(other.visibleElements.count == 3)
    }

    @Test func aSecondGestureWaitsForTheFirst() throws {
        let (host, _) = try Self.makeHost()
        try host.drag(.line(from: CGPoint(x: 10, y: 300), to: CGPoint(x: 10, y: 200), duration: 0.1))
        #expect(throws: HostError.busy(operation: "a pinch", running: "a drag")) {
            try host.pinch(.spread(center: CGPoint(x: 100, y: 100), from: 10, to: 50, duration: 0.2))
        }
        #expect(throws: HostError.busy(operation: "a drag", running: "a drag")) {
            try host.drag(.line(from: .zero, to: CGPoint(x: 0, y: 10), duration: 0.1))
        }
    }
}

/// A layout of 44 pt rows that refuses more than `maximumItems` items.
private final class FailingLayout: CollectionLayout {
    let maximumItems: Int
    private(set) var contentSize: CGSize = .zero
    private var count = 0

    init(maximumItems: Int) { self.maximumItems = maximumItems }

    func prepare(_ context: LayoutContext) throws {
        guard context.totalItemCount <= maximumItems else {
            throw LayoutError.invalidParameter(name: "itemCounts", value: Double(context.totalItemCount), reason: "too many")
        }
        count = context.totalItemCount
        contentSize = CGSize(width: context.bounds.width, height: CGFloat(count) * 44)
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        (0..<count).map { LayoutAttributes(indexPath: IndexPath(item: $0, section: 0), category: .cell,
                                            frame: CGRect(x: 0, y: CGFloat($0) * 44, width: contentSize.width, height: 44)) }
            .filter { $0.frame.intersects(rect) }
    }
}
