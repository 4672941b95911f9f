import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// The collision examples of articles 001 and 003 (Docs/Articles.md), as Docs/Dynamics.md
/// shows them.
struct ArticleCollisionExamplesTests {
    @Test func article001TapDropsAnItemThatRestsOnTheReferenceBounds() throws {
        var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
        box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        // example: DynamicsBounce
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: [box])
        properties.elasticity = 0.6
        properties.friction = 0.5
        properties.resistance = 0.5
        try animator.addBehavior(GravityBehavior(items: [box]))
        try animator.addBehavior(collision)
        try animator.addBehavior(properties)
        // example end
        try run(animator, seconds: 6)
        // It bounces (0.6 of its speed back each time), settles on the bottom and pauses.
        #expect(abs(Double(animator.attributes(for: box.key)!.center.y) - 518) < 0.5)
        #expect(!animator.isRunning)
    }

    @Test func article003BoxOnItsCornerLandsOnTheRoundedShelfAndTipsOver() throws {
        // 0.6° off a perfect balance, as any real drop (a perfect one is an unstable
        // equilibrium only rounding would break).
        let box = Piece(at: CGPoint(x: 160, y: 100), size: CGSize(width: 100, height: 100), angle: .pi / 4 + 0.01)
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        try collision.addBoundary(
            withIdentifier: "MyPathIdentifier",
            for: .roundedRect(CGRect(x: 20, y: 450, width: 280, height: 30), cornerRadius: 10))
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        let gravity = GravityBehavior(items: [box])
        for behavior in [gravity, collision, material([box], elasticity: 0, friction: 0.5)] { try animator.addBehavior(behavior) }
        try run(animator, seconds: 6)
        let first = try #require(recorder.began.first)
        #expect(first.identifier == AnyHashable("MyPathIdentifier"))
        // The corner, half a diagonal from the center, strikes the shelf's top (0.005 pt off,
        // measured: the event is placed from where the corner was at the start of the step).
        #expect(abs(Double(first.point.y) - 450) < 0.05)
        #expect(abs(Double(first.point.x) - 160) < 2)
        #expect(abs(remainder(angle(of: box, in: animator), .pi / 2)) < 0.02)
        #expect(abs(Double(center(of: box, in: animator).y) - 400) < 0.5)
        #expect(recorder.began.count == recorder.ended.count + 1)
        #expect(!animator.isRunning)
    }
}
