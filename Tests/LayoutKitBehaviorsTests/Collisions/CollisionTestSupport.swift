import Foundation
import LayoutKitCore
import LayoutKitHost

@testable import LayoutKitBehaviors

/// A host item with a chosen collision shape.
final class Piece: DynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform3D = Transform3D.identity
    let collisionBoundsType: DynamicItemCollisionBoundsType

    init(at center: CGPoint, size: CGSize, shape: DynamicItemCollisionBoundsType = .rectangle, angle: CGFloat = 0) {
        self.center = center
        self.bounds = CGRect(origin: .zero, size: size)
        self.collisionBoundsType = shape
        self.transform3D = Transform3D.identity.rotated(by: angle)
    }

    /// A ball of `diameter` pt.
    static func ball(at center: CGPoint, diameter: CGFloat = 40) -> Piece {
        Piece(at: center, size: CGSize(width: diameter, height: diameter), shape: .ellipse)
    }

    /// The mass in UIKit units at `density`.
    func mass(density: Double = 1) -> Double { Double(bounds.width * bounds.height) * density / 10_000 }
}

/// Records what a collision delegate hears.
final class ContactRecorder: CollisionBehaviorDelegate {
    var began: [(identifier: AnyHashable?, point: CGPoint)] = []
    var ended: [AnyHashable?] = []
    /// Boundary contacts in the order heard: "b" for began, "e" for ended.
    var boundaryLog = ""
    var itemsBegan = 0
    var itemsEnded = 0

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: AnyHashable?,
        at point: CGPoint
    ) {
        began.append((identifier, point))
        boundaryLog += "b"
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, withBoundaryIdentifier identifier: AnyHashable?
    ) {
        ended.append(identifier)
        boundaryLog += "e"
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem, at point: CGPoint
    ) {
        itemsBegan += 1
    }

    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem) {
        itemsEnded += 1
    }
}

/// Item properties for `items`: elasticity and friction as given, otherwise UIKit's defaults.
func material(_ items: [any DynamicItem], elasticity: CGFloat, friction: CGFloat) -> DynamicItemBehavior {
    let properties = DynamicItemBehavior(items: items)
    properties.elasticity = elasticity
    properties.friction = friction
    return properties
}

/// Two upright 20 x 20 pt boxes side by side on y = 100, the left one centered on x = 100 and
/// `gap` pt between them, without elasticity or friction, the right one moving at
/// `rightVelocity` (pt/s), in one collision behaviour of a new animator.
func boxesSideBySide(
    gap: CGFloat, rightVelocity: CGPoint
) throws -> (animator: DynamicAnimator, properties: DynamicItemBehavior, left: Piece, right: Piece) {
    let left = Piece(at: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
    let right = Piece(at: CGPoint(x: 120 + gap, y: 100), size: CGSize(width: 20, height: 20))
    let properties = material([left, right], elasticity: 0, friction: 0)
    try properties.addLinearVelocity(rightVelocity, for: right)
    let animator = try animator(with: CollisionBehavior(items: [left, right]), properties)
    return (animator, properties, left, right)
}

/// The floor segment at `y` from x = −1000 to 2000.
func floorCollision(_ items: [any DynamicItem], at y: CGFloat = 600) throws -> CollisionBehavior {
    let collision = CollisionBehavior(items: items)
    try collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: -1000, y: y), to: CGPoint(x: 2000, y: y))
    return collision
}

/// The velocity of `item` in the animator, in pt/s.
func velocity(of item: some DynamicItem, in animator: DynamicAnimator) -> SIMD2<Double> {
    animator.velocity(ofItemWithID: item.dynamicItemID)?.linear ?? .zero
}

/// The rotation of `item` in the animator, in radians.
func angle(of item: some DynamicItem, in animator: DynamicAnimator) -> Double {
    animator.item(withID: item.dynamicItemID)!.rotationAngle
}
