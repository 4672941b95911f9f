import Foundation
import LayoutKitCore
import LayoutKitHost

@testable import LayoutKitBehaviors

/// A cell's attributes of `size` (pt) centered on `center`.
func cell(_ item: Int, at center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> LayoutAttributes {
    var attributes = LayoutAttributes(forCellAt: IndexPath(item: item, section: 0))
    attributes.size = size
    attributes.center = center
    return attributes
}

/// An animator holding `behaviors`.
func animator(with behaviors: DynamicBehavior...) throws -> DynamicAnimator {
    let animator = DynamicAnimator()
    for behavior in behaviors { try animator.addBehavior(behavior) }
    return animator
}

/// Steps `animator` for `seconds` of frames at `rate` Hz.
func run(_ animator: DynamicAnimator, seconds: Double, rate: Double = 60) throws {
    for _ in 0..<Int((seconds * rate).rounded()) { try animator.advance(by: 1 / rate) }
}

/// The center of `item` as the animator moved it.
func center(of item: some DynamicItem, in animator: DynamicAnimator) -> CGPoint {
    animator.item(withID: item.dynamicItemID)!.center
}

/// The distance between two points, in pt.
func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    Double(hypot(a.x - b.x, a.y - b.y))
}

/// Counts the animator's pauses and resumptions.
final class DelegateRecorder: DynamicAnimatorDelegate {
    var pauses = 0
    var resumptions = 0
    var steps = 0
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumptions += 1 }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { pauses += 1 }
    func dynamicAnimatorDidStep(_ animator: DynamicAnimator) { steps += 1 }
}

/// A host class adopting `DynamicItem` with an empty extension.
final class HostView {
    var center: CGPoint
    var bounds: CGRect
    var transform3D = Transform3D.identity

    init(center: CGPoint, size: CGSize) {
        self.center = center
        self.bounds = CGRect(origin: .zero, size: size)
    }
}

extension HostView: DynamicItem {}
