import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// The session of a trace that scrolls a nested region: one that touches down on a region
    /// whose axis the finger first moves along (the first sample 10 pt or more from the
    /// touch-down decides, as a pan recognizer's direction lock); `nil` for a trace that scrolls
    /// the content.
    func nestedSession(for trace: FingerTrace) -> NestedDragSession? {
        let first = trace.samples[0].location
        let touched = CGPoint(x: first.x + contentOffset.x, y: first.y + contentOffset.y)
        let decisive =
            trace.samples.first { hypot($0.location.x - first.x, $0.location.y - first.y) >= 10 }
            ?? trace.samples[trace.samples.count - 1]
        let moved = CGPoint(x: decisive.location.x - first.x, y: decisive.location.y - first.y)
        guard let pan = NestedPan(core: core, touchDown: touched, translation: moved, physics: physics) else { return nil }
        gestures.nestedFlings[pan.scroller.id] = nil  // touching the region stops it
        return NestedDragSession(trace: trace, start: time, pan: pan)
    }

    /// Moves the region under the finger at clock time `time`, rubber-banded past its ends.
    func followNested(_ session: NestedDragSession, at time: TimeInterval) {
        let motion = session.trace.motion(at: min(time, session.end) - session.start)
        gestures.finger = (motion.location, motion.velocity)
        session.pan.follow(session.motion(at: time).translation, in: core)
    }

    /// Lifts the finger off a region and starts its fling toward the layout's target.
    func releaseNested(_ session: NestedDragSession) {
        gestures.finger = nil
        gestures.scroll = .idle
        let lift = session.motion(at: session.end)
        guard let fling = session.pan.release(lift.translation, velocity: lift.velocity, in: core) else { return }
        gestures.nestedFlings[fling.id] = (fling, session.end)
        playNestedFlings()
    }

    /// Moves every region flung to the clock's time, and forgets those that came to rest.
    func playNestedFlings() {
        for (id, flung) in gestures.nestedFlings.sorted(by: { $0.key < $1.key }) {
            if flung.fling.play(at: time - flung.release, in: core) { gestures.nestedFlings[id] = nil }
        }
    }

    /// Ends what moves the regions when their numbers may name other sections now (a change of
    /// sections): a finger on one lifts without a fling, and the flings stop where they are.
    func forgetNestedScrolling() {
        gestures.nestedFlings = [:]
        if case .draggingNested = gestures.scroll { (gestures.scroll, gestures.finger) = (.idle, nil) }
    }

    /// Aims the regions still moving at where they rest in the layout as it is now (after a
    /// change of size, their targets and ranges are new): each comes to rest from where it is.
    func resettleNestedFlings() {
        for id in gestures.nestedFlings.keys.sorted() {
            gestures.nestedFlings[id] = NestedFling.resettling(id, physics: physics, in: core).map { ($0, time) }
        }
    }
}
