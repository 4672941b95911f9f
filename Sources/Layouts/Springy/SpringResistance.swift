import Foundation
import LayoutKitCore

/// How much of a scroll step a spring's element takes at once, by its distance from the finger:
/// the rest it catches up on its spring. An element takes `min(1, resistance)` of the step.
public enum SpringResistance: Hashable, Sendable {
    /// (|Δx| + |Δy| between the finger and the anchor) / `factor`, in points per point: the
    /// springy collection view of "UICollectionView + UIKit Dynamics" (Ash Furrow, objc.io
    /// issue 5), whose factor is 1500.
    case touchDistance(factor: CGFloat)
    /// |Δ along the scroll axis between the finger and the anchor| / `factor`: the variant of
    /// the UIKit Dynamics overview, whose factor is 500.
    case scrollAxisDistance(factor: CGFloat)

    /// The fraction of a scroll step an element anchored at `anchor` takes with the finger at
    /// `touch`, not capped.
    func fraction(anchor: CGPoint, touch: CGPoint, axis: ScrollDirection) -> CGFloat {
        switch self {
        case let .touchDistance(factor):
            return (abs(touch.x - anchor.x) + abs(touch.y - anchor.y)) / factor
        case let .scrollAxisDistance(factor):
            return abs(axis == .vertical ? touch.y - anchor.y : touch.x - anchor.x) / factor
        }
    }

    /// `center` moved along `axis` by the part of a scroll step of `delta` points that an element
    /// anchored at `anchor` takes with the finger at `touch`: `delta × min(1, resistance)`.
    func shifted(_ center: CGPoint, by delta: CGFloat, anchor: CGPoint, touch: CGPoint, axis: ScrollDirection) -> CGPoint {
        let step = delta * min(1, fraction(anchor: anchor, touch: touch, axis: axis))
        return axis == .vertical ? CGPoint(x: center.x, y: center.y + step) : CGPoint(x: center.x + step, y: center.y)
    }

    /// Throws unless the factor is finite and positive.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming `resistanceFactor`.
    func validate() throws {
        let factor: CGFloat
        switch self {
        case let .touchDistance(value), let .scrollAxisDistance(value): factor = value
        }
        try LayoutError.requireNonNegative(factor, named: "resistanceFactor")
        guard factor > 0 else {
            throw LayoutError.invalidParameter(name: "resistanceFactor", value: 0, reason: "must be positive")
        }
    }
}
