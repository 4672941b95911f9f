import Foundation
import LayoutKitCore

extension CollectionViewHost {
    /// The session of a trace that scrolls a nested region: one that touches down on a region
    /// whose axis the finger first moves along (the first sample 10 pt or more from the
    /// touch-down decides, as a pan recognizer's direction lock); `nil` for a trace that scrolls
    /// the content.
    func nestedSession(for trace: FingerTrace) -> NestedDragSession? {
        let first = trace.samples[0].location
        let touched = CGPoint(x: first.x + contentOffset.x, y: first.y + contentOffset.y)
        guard let scroller = core.nestedScroller(at: touched) else { return nil }
        let decisive =
            trace.samples.first { hypot($0.location.x - first.x, $0.location.y - first.y) >= 10 }
            ?? trace.samples[trace.samples.count - 1]
        let dx = abs(decisive.location.x - first.x), dy = abs(decisive.location.y - first.y)
        guard scroller.axis == .horizontal ? dx > dy : dy > dx else { return nil }
        nestedFlings[scroller.id] = nil  // touching the region stops it
        let anchor = physics.unbanded(Double(scroller.offset), in: scroller.range, length: Double(scroller.length))
        return NestedDragSession(
            trace: trace, start: time, scroller: scroller, anchor: anchor,
            sign: Double(core.nestedOffsetSign(for: scroller)))
    }

    /// Moves the region under the finger at clock time `time`, rubber-banded past its ends.
    func followNested(_ session: NestedDragSession, at time: TimeInterval) {
        let state = session.state(at: time)
        let motion = session.trace.motion(at: min(time, session.end) - session.start)
        finger = (motion.location, motion.velocity)
        let scroller = core.nestedScroller(withID: session.scroller.id) ?? session.scroller
        let shown = physics.rubberBanded(state.offset, in: scroller.range, length: Double(scroller.length))
        core.scrollNested(scroller.id, to: CGFloat(shown))
    }

    /// Lifts the finger off a region and starts its fling toward the layout's target; a region
    /// that pages decelerates at UIKit's fast rate, as a paging scroll view does.
    func releaseNested(_ session: NestedDragSession) {
        finger = nil
        scroll = .idle
        let state = session.state(at: session.end)
        guard let scroller = core.nestedScroller(withID: session.scroller.id) else { return }
        let range = scroller.range
        let regionPhysics = physics(of: scroller)
        let rate = Double(regionPhysics.decelerationRate.rawValue)
        let origin = Double(scroller.offset)
        let slope = physics.rubberBandSlope(at: state.offset, in: range, length: Double(scroller.length))
        let velocity = state.velocity * slope
        let proposed = min(range.upperBound, max(range.lowerBound, origin + AxisFling.projection(velocity: velocity, rate: rate)))
        let target = Double(core.targetNestedOffset(for: scroller.id, proposed: CGFloat(proposed), velocity: CGFloat(velocity)))
        let motion = AxisFling.aimed(
            origin: origin, velocity: velocity, proposed: proposed, target: target, range: range, physics: regionPhysics,
            threshold: halfPixel)
        nestedFlings[scroller.id] = NestedFling(id: scroller.id, motion: motion, release: session.end)
        playNestedFlings()
    }

    /// Moves every region flung to the clock's time, and forgets those that came to rest.
    func playNestedFlings() {
        for (id, fling) in nestedFlings.sorted(by: { $0.key < $1.key }) {
            let state = fling.motion.state(at: max(0, time - fling.release))
            core.scrollNested(id, to: CGFloat(state.position))
            if state.isFinished { nestedFlings[id] = nil }
        }
    }

    /// Ends what moves the regions when their numbers may name other sections now (a change of
    /// sections): a finger on one lifts without a fling, and the flings stop where they are.
    func forgetNestedScrolling() {
        nestedFlings = [:]
        if case .draggingNested = scroll { (scroll, finger) = (.idle, nil) }
    }

    /// Aims the regions still moving at where they rest in the layout as it is now (after a
    /// change of size, their targets and ranges are new): each comes to rest from where it is.
    func resettleNestedFlings() {
        for id in nestedFlings.keys.sorted() {
            guard let scroller = core.nestedScroller(withID: id) else {
                nestedFlings[id] = nil
                continue
            }
            // From rest where it is, aimed at where it rests now.
            let origin = Double(scroller.offset)
            let target = Double(core.targetNestedOffset(for: id, proposed: scroller.offset, velocity: 0))
            let motion = AxisFling.aimed(
                origin: origin, velocity: 0, proposed: origin, target: target, range: scroller.range,
                physics: physics(of: scroller), threshold: halfPixel)
            nestedFlings[id] = NestedFling(id: id, motion: motion, release: time)
        }
    }

    /// The scroll physics of `scroller`: the host's, at the fast deceleration rate for a region
    /// that pages, as a paging scroll view decelerates.
    private func physics(of scroller: NestedScroller) -> ScrollPhysics {
        var regionPhysics = physics
        if scroller.pages { regionPhysics.decelerationRate = .fast }
        return regionPhysics
    }
}

extension NestedScroller {
    /// The offsets the region can rest at, as the fling's range.
    var range: ClosedRange<Double> { Double(offsets.lowerBound)...Double(offsets.upperBound) }
}
