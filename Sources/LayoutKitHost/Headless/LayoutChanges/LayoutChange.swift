import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// A change of layout under way in the host: the transition layout shown meanwhile, the content
/// offset and item counts at both ends, and what drives the progress.
final class LayoutChange {
    let transition: TransitionLayout
    let offsets: (from: CGPoint, to: CGPoint)
    let counts: (from: [Int], to: [Int])
    var driver: LayoutChangeDriver
    /// The progress shown at the last frame.
    var lastProgress: CGFloat = 0
    /// The progress per second over the last frame: the gesture's velocity when it lets go.
    var velocity: CGFloat = 0
    /// The change this one took over from: resumed if this one is cancelled.
    let interrupted: LayoutChange?

    init(
        transition: TransitionLayout, offsets: (from: CGPoint, to: CGPoint), counts: (from: [Int], to: [Int]),
        driver: LayoutChangeDriver, interrupted: LayoutChange?
    ) {
        self.transition = transition
        self.offsets = offsets
        self.counts = counts
        self.driver = driver
        self.interrupted = interrupted
    }

    /// True when a gesture moves the progress (an interactive or a pinch-driven change).
    var isGestureDriven: Bool {
        switch driver {
        case .interactive, .pinch: true
        case .animated, .settling: false
        }
    }

    /// Whether landing the change now keeps its new layout: an animated change and a gesture's
    /// past halfway do, a settling one where it is going.
    var landsFinished: Bool {
        switch driver {
        case .animated: true
        case let .settling(_, _, _, target, _): target == 1
        case .interactive, .pinch: transition.progress >= 0.5
        }
    }

    /// The content offset at `progress`: the two ends' offsets interpolated, so that the
    /// viewport travels with the elements.
    func offset(at progress: CGFloat) -> CGPoint {
        CGPoint(
            x: offsets.from.x + (offsets.to.x - offsets.from.x) * progress,
            y: offsets.from.y + (offsets.to.y - offsets.from.y) * progress)
    }

    /// Takes up the change again at clock time `time` after the change that took it over was
    /// cancelled: a gesture's change waits for its gesture again, any other settles toward the
    /// end it was going to from where it stands.
    func resume(at time: TimeInterval) {
        let target: CGFloat
        switch driver {
        case .interactive, .pinch: return
        case .animated: target = 1
        case let .settling(_, _, _, end, _): target = end
        }
        velocity = 0
        driver = .settling(start: time, from: transition.progress, velocity: 0, target: target, settling: .standard)
    }
}
