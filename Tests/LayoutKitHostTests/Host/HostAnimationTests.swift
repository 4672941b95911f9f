import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// Batch-update and bounds-change animations: where each element starts and ends, what a
/// second update does mid-animation, and the timing curves and spring they run on.
struct HostAnimationTests {
    static func makeHost(updateOffset: CGFloat? = 100) throws -> (CollectionViewHost, SpyLayout) {
        let spy = SpyLayout()
        spy.updateOffset = updateOffset
        let host = try CollectionViewHost(layout: spy, frameSize: CGSize(width: 320, height: 480), itemCounts: [100])
        try host.advanceFrame()
        return (host, spy)
    }

    static func element(_ item: Int, in elements: [LayoutAttributes]) -> LayoutAttributes? {
        elements.first { $0.indexPath == IndexPath(item: item, section: 0) }
    }

    @Test func anInsertStartsAtTheLayoutsInitialAttributesAndEndsAtItsFinalOnes() throws {
        let (host, spy) = try Self.makeHost()
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [101])
        // The first state on screen is the layout's initial attributes for the inserted item...
        var initial = LayoutAttributes(
            indexPath: IndexPath(item: 0, section: 0), category: .cell,
            frame: CGRect(x: 0, y: 100, width: 320, height: 40))
        initial.alpha = 0.5
        #expect(Self.element(0, in: host.visibleElements) == initial)
        // ...and the item it pushed down starts where it was on screen.
        #expect(Self.element(1, in: host.visibleElements)?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        host.startRecording()
        try host.runUntilIdle()
        let last = try #require(host.stopRecording().frames.last)
        for element in last.elements {
            #expect(element == spy.attributes(at: element.indexPath), "ends at the layout's attributes")
        }
        // 0.3 s of animation, then one frame to hand the elements back to the layout.
        #expect(host.time - 1.0 / 60 >= 0.3 && host.time - 1.0 / 60 <= 0.3 + 2.0 / 60 + 1e-9)
    }

    @Test func aDeleteEndsAtTheLayoutsDisappearingAttributesThenIsRemoved() throws {
        let (host, _) = try Self.makeHost()
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 3, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [99], animation: HostAnimation(duration: 0.25, curve: .linear))
        host.startRecording()
        try host.runUntilIdle()
        let frames = host.stopRecording().frames
        // The leaving element keeps its index path before the update, [0, 3], after the live ones.
        let leavingFrames = frames.filter { $0.elements.filter { $0.indexPath == IndexPath(item: 3, section: 0) }.count == 2 }
        let lastLeaving = try #require(leavingFrames.last).elements.last
        var final = LayoutAttributes(
            indexPath: IndexPath(item: 3, section: 0), category: .cell,
            frame: CGRect(x: 0, y: 50, width: 320, height: 40))
        final.transform3D = Transform3D(scaleX: 0.5, y: 0.5)
        #expect(lastLeaving == final)
        #expect(frames.last?.elements.filter { $0.indexPath == IndexPath(item: 3, section: 0) }.count == 1)
        #expect(host.visibleElements.count == 10)
    }

    @Test func aSecondUpdateStartsFromWhatIsOnScreen() throws {
        let (host, _) = try Self.makeHost()
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [101], animation: HostAnimation(duration: 0.3, curve: .linear))
        try host.advance(frames: 9)
        let midway = try #require(Self.element(1, in: host.visibleElements))
        #expect(midway.frame.minY > 0 && midway.frame.minY < 50, "halfway from 0 to 50")
        try host.performBatchUpdates(update, countsAfter: [102], animation: HostAnimation(duration: 0.3, curve: .linear))
        #expect(Self.element(2, in: host.visibleElements)?.frame == midway.frame, "the same item, now [0, 2]")
        try host.runUntilIdle()
        #expect(Self.element(2, in: host.visibleElements)?.frame.minY == 100)
    }

    @Test func aRotationAnimatesFromTheOldFramesToTheNewOnes() throws {
        let (host, _) = try Self.makeHost()
        try host.setFrameSize(CGSize(width: 480, height: 320), animation: HostAnimation(duration: 0.4, curve: .linear))
        #expect(Self.element(0, in: host.visibleElements)?.frame.width == 320)
        #expect(host.visibleRect == CGRect(x: 0, y: 0, width: 320, height: 480))
        try host.advance(frames: 12)
        #expect(abs((Self.element(0, in: host.visibleElements)?.frame.width ?? 0) - 400) < 1e-9)
        #expect(abs(host.visibleRect.height - 400) < 1e-9)
        try host.runUntilIdle()
        #expect(Self.element(0, in: host.visibleElements)?.frame.width == 480)
        #expect(host.visibleElements.map(\.indexPath.item) == Array(0...6))
        #expect(host.visibleRect == host.bounds)
    }

    @Test func aZeroDurationChangeAppliesAtOnce() throws {
        let (host, _) = try Self.makeHost(updateOffset: nil)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [101], animation: HostAnimation(duration: 0))
        #expect(host.isIdle)
        #expect(Self.element(1, in: host.visibleElements)?.frame.minY == 50)
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .spring(dampingRatio: 0.5, frequency: 3)])
    func curvesRunFromZeroToExactlyOne(curve: TimingCurve) {
        #expect(curve.progress(elapsed: 0, duration: 0.3) == 0)
        #expect(curve.progress(elapsed: 0.3, duration: 0.3) == 1)
        #expect(curve.progress(elapsed: 0.5, duration: 0.3) == 1)
    }

    @Test func easeInEaseOutIsCoreAnimationsSymmetricBezier() {
        let curve = TimingCurve.easeInEaseOut
        #expect(abs(curve.progress(elapsed: 0.5, duration: 1) - 0.5) < 1e-9)
        for step in 1..<100 {
            let t = Double(step) / 100
            // Symmetric about the middle, and slower than linear in the first half.
            #expect(abs(curve.progress(elapsed: t, duration: 1) + curve.progress(elapsed: 1 - t, duration: 1) - 1) < 1e-8)
            if t < 0.5 { #expect(curve.progress(elapsed: t, duration: 1) < t) }
        }
        // The Bézier's own point at parameter 0.25: x = 0.274375, y = 0.15625.
        #expect(abs(curve.progress(elapsed: 0.274375, duration: 1) - 0.15625) < 1e-8)
    }

    /// The closed-form spring against a fine fourth-order Runge-Kutta integration of
    /// u'' = -omega^2 u - 2 zeta omega u'; 1e-4 s steps keep the integration error under 1e-9.
    @Test(arguments: [0.3, 1.0, 1.1])
    func theSpringMatchesANumericalIntegration(dampingRatio: Double) {
        let spring = DampedSpring(frequency: 2, dampingRatio: dampingRatio)
        let omega = 2 * Double.pi * 2
        func acceleration(_ u: Double, _ v: Double) -> Double { -omega * omega * u - 2 * dampingRatio * omega * v }
        var (u, v) = (30.0, -200.0)
        let h = 1e-4
        for step in 1...10_000 {
            let (k1u, k1v) = (v, acceleration(u, v))
            let (k2u, k2v) = (v + h / 2 * k1v, acceleration(u + h / 2 * k1u, v + h / 2 * k1v))
            let (k3u, k3v) = (v + h / 2 * k2v, acceleration(u + h / 2 * k2u, v + h / 2 * k2v))
            let (k4u, k4v) = (v + h * k3v, acceleration(u + h * k3u, v + h * k3v))
            u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 1000 == 0 {
                let state = spring.state(at: Double(step) * h, displacement: 30, velocity: -200)
                #expect(abs(state.displacement - u) < 1e-6 && abs(state.velocity - v) < 1e-5)
            }
        }
    }
}
