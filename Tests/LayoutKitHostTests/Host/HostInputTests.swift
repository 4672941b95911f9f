import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// Bad input: typed errors that name what was wrong, no crash, and the host's state unchanged.
struct HostInputTests {
    static func makeHost() throws -> (CollectionViewHost, SpyLayout) {
        let spy = SpyLayout()
        let host = try CollectionViewHost(
            layout: spy, frameSize: CGSize(width: 320, height: 480), itemCounts: [100],
            contentOffset: CGPoint(x: 0, y: 60))
        try host.advanceFrame()
        return (host, spy)
    }

    @Test func aHostThatExistsHasLaidOutAndALayoutAnsweringNaNCannotMakeOne() throws {
        let shown = try CollectionViewHost(
            layout: AnsweringLayout(answers: [(0, 0), (1, 40)]), frameSize: CGSize(width: 320, height: 480), itemCounts: [2])
        #expect(shown.visibleElements.map(\.indexPath.item) == [0, 1], "before any frame")
        #expect(throws: (any Error).self, "the NaN frame is refused when the host is made, not at its first frame") {
            try CollectionViewHost(
                layout: AnsweringLayout(answers: [(0, .nan)]), frameSize: CGSize(width: 320, height: 480), itemCounts: [1])
        }
    }

    @Test func aFingerTraceWithANaNPointIsRefusedByName() throws {
        let (host, _) = try Self.makeHost()
        let trace = FingerTrace([
            .init(time: 0, location: CGPoint(x: 10, y: 10)),
            .init(time: 0.1, location: CGPoint(x: 10, y: 20)),
            .init(time: 0.2, location: CGPoint(x: CGFloat.nan, y: 30))
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

    /// Made traces of a duration or rate that is no time at all, or too long to sample, were a
    /// trap converting the sample count; they are two samples the host refuses, or at most a
    /// million and one.
    @Test func madeTracesOfNoOrEndlessDurationAreRefusedOrBounded() throws {
        let (host, _) = try Self.makeHost()
        for duration in [TimeInterval.nan, .infinity] {
            let drag = FingerTrace.line(from: .zero, to: CGPoint(x: 0, y: 100), duration: duration)
            let spread = PinchTrace.spread(center: CGPoint(x: 100, y: 100), from: 50, to: 150, duration: duration)
            #expect(drag.samples.count == 2 && spread.samples.count == 2)
            #expect(throws: HostError.self) { try host.drag(drag) }
            #expect(throws: HostError.self) { try host.pinch(spread) }
        }
        let rateless = FingerTrace.line(from: .zero, to: CGPoint(x: 0, y: 100), duration: 1, sampleRate: -.infinity)
        #expect(rateless.samples.map(\.time) == [0, 1])
        let endless = FingerTrace.line(from: .zero, to: CGPoint(x: 0, y: 100), duration: 1e300)
        #expect(endless.samples.count == 1_000_001 && endless.samples.allSatisfy { $0.time.isFinite })
        #expect(host.isIdle && host.contentOffset == CGPoint(x: 0, y: 60))
    }

    @Test(arguments: [-1.0 / 60, 0, .nan, .infinity])
    func aClockStepMustMoveTimeForward(step: Double) throws {
        let (host, spy) = try Self.makeHost()
        let calls = spy.calls.count
        #expect(throws: HostError.self) { try host.advance(by: step) }
        #expect(host.time == 1.0 / 60 && host.frameIndex == 1 && spy.calls.count == calls)
    }

    @Test func anUpdateDuringARotationAndARotationDuringAnUpdateStartFromWhatIsOnScreen() throws {
        let (host, spy) = try Self.makeHost()
        try host.setFrameSize(CGSize(width: 480, height: 320), animation: .rotation)
        try host.advance(frames: 8)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        // The frames on screen, keyed by the items' index paths after the insertion at 0.
        let shifted = { (frames: [ElementKey: CGRect]) in
            Dictionary(
                uniqueKeysWithValues: frames.map {
                    (ElementKey.cell(IndexPath(item: $0.key.indexPath.item + 1, section: 0)), $0.value)
                })
        }
        var frames = [shifted(Self.screenFrames(host))]
        try host.performBatchUpdates(update, countsAfter: [101])
        let afterUpdate = Self.screenFrames(host)
        let common = Set(afterUpdate.keys).intersection(frames[0].keys)
        #expect(
            common.count >= 8 && common.allSatisfy { afterUpdate[$0] == frames[0][$0] },
            "the update starts from what the rotation shows")
        for step in 0..<60 where !host.isIdle {
            if step == 5 { try host.setFrameSize(CGSize(width: 320, height: 480), animation: .rotation) }
            frames.append(Self.screenFrames(host))
            try host.advanceFrame()
        }
        // Rows are 50 pt apart: inserting at the top would move every row by 50 pt at once; from
        // what is on screen no row moves by more than 30 pt in a frame.
        for (a, b) in zip(frames, frames.dropFirst()) {
            let moves = a.compactMap { key, rect in b[key].map { abs($0.midY - rect.midY) } }
            #expect(moves.allSatisfy { $0 < 30 })
        }
        #expect(try host.runUntilIdle())
        #expect(host.itemCounts == [101] && host.bounds.size == CGSize(width: 320, height: 480))
        #expect(host.visibleElements.allSatisfy { $0.frame == spy.frame(ofItem: $0.indexPath.item) })
    }

    /// The frames on screen (content frames less the visible rectangle's origin), by key.
    private static func screenFrames(_ host: CollectionViewHost) -> [ElementKey: CGRect] {
        Dictionary(
            host.visibleElements.map {
                ($0.key, $0.frame.offsetBy(dx: -host.visibleRect.minX, dy: -host.visibleRect.minY))
            }, uniquingKeysWith: { shown, _ in shown })
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
        #expect(
            throws: LayoutError.invalidParameter(
                name: "animation.duration", value: -0.3, reason: "must be finite and not negative")
        ) {
            try host.setFrameSize(CGSize(width: 480, height: 320), animation: HostAnimation(duration: -0.3))
        }
        #expect(host.bounds == CGRect(x: 0, y: 60, width: 320, height: 480))
        #expect(throws: LayoutError.self) {
            _ = try CollectionViewHost(
                layout: SpyLayout(), frameSize: CGSize(width: 10, height: 10), itemCounts: [1], frameRate: 0)
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

    @Test func aLayoutThatFailsToCarryAnUpdateStartsAgainFromTheDataAsItWas() throws {
        let (host, spy) = try Self.makeHost()
        spy.failsUpdates = true
        spy.calls = []
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        #expect(throws: SpyLayout.UpdateFailure.self) { try host.performBatchUpdates(update, countsAfter: [101]) }
        #expect(host.itemCounts == [100])
        // Told the update ended, then invalidated as after reloadData (its carried state is void).
        #expect(spy.calls.map(\.name).suffix(3) == ["prepareForUpdates", "finalizeUpdates", "invalidate"])
        #expect(spy.calls.last == .invalidate(.everything))
        spy.failsUpdates = false
        try host.advanceFrame()
        #expect(spy.lastContext?.itemCounts == [100], "prepared again with the counts before the update")
        #expect(host.isIdle)
    }

    @Test func whatIsUnderWayIsOneTypedSet() throws {
        let (host, _) = try Self.makeHost()
        #expect(host.operationsUnderWay.isEmpty)
        try host.drag(.line(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.3))
        try host.advance(frames: 3)
        #expect(host.operationsUnderWay == [.drag])
        try host.runUntilIdle()
        try host.setFrameSize(CGSize(width: 480, height: 320), animation: .rotation)
        #expect(host.operationsUnderWay == [.frameSizeChange])
        try host.runUntilIdle()
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
        #expect(host.operationsUnderWay == [.interactiveMove])
        #expect(throws: HostError.busy(operation: .batchUpdate, running: .interactiveMove)) {
            try host.performBatchUpdates(BatchUpdate(), countsAfter: [100])
        }
        try host.cancelInteractiveMovement()
        #expect(host.operationsUnderWay.isEmpty)
    }

    @Test func aSecondGestureJoinsOrTakesOverAndOnlyAMoveRefusesOne() throws {
        let (host, _) = try Self.makeHost()
        try host.drag(.line(from: CGPoint(x: 10, y: 300), to: CGPoint(x: 10, y: 200), duration: 0.1))
        try host.pinch(.spread(center: CGPoint(x: 100, y: 100), from: 10, to: 50, duration: 0.2))
        #expect(host.isDragging && host.isPinching, "a pinch joins a drag")
        try host.advance(frames: 3)
        let offset = host.contentOffset
        try host.drag(.line(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 10, y: 200.001), duration: 0.5))
        try host.advance(frames: 3)
        #expect(abs(host.contentOffset.y - offset.y) < 0.01, "the second finger takes over; the first lifts without a fling")
        try host.runUntilIdle()
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
        #expect(throws: HostError.busy(operation: .drag, running: .interactiveMove)) {
            try host.drag(.line(from: .zero, to: CGPoint(x: 0, y: 10), duration: 0.1))
        }
        #expect(throws: HostError.busy(operation: .batchUpdate, running: .interactiveMove)) {
            try host.performBatchUpdates(BatchUpdate([.insertItem(IndexPath(item: 0, section: 0))]), countsAfter: [101])
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
        (0..<count).map {
            LayoutAttributes(
                indexPath: IndexPath(item: $0, section: 0), category: .cell,
                frame: CGRect(x: 0, y: CGFloat($0) * 44, width: contentSize.width, height: 44))
        }
        .filter { $0.frame.intersects(rect) }
    }
}
