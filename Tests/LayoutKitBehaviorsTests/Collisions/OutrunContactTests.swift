import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// Between detections, the contacts of a body that outruns its margin, or turns further than its
/// gaps can follow, are found again for it alone (CollisionWorld+Outrun.swift).
struct OutrunContactTests {
    /// Six boxes in a row, 1 pt apart, moving and turning at different rates without gravity,
    /// stepped five frames and two steps. The third box has a neighbour on each side within its
    /// reach: its two contacts, found again alone, must be those a full detection testing every
    /// pair finds for it at the same moment, with the same gaps, gaps that following the bodies
    /// from the last detection gives back; every other contact stays as it was.
    @Test func contactsFoundAgainAloneAreThoseAFullDetectionFinds() throws {
        let boxes = (0..<6).map { index in
            Piece(at: CGPoint(x: 100 + CGFloat(index) * 21, y: 200), size: CGSize(width: 20, height: 20))
        }
        let properties = material(boxes, elasticity: 0, friction: 0.3)
        for (index, box) in boxes.enumerated() {
            try properties.addLinearVelocity(CGPoint(x: index % 2 == 0 ? 30 : -30, y: CGFloat(index) * 7), for: box)
            try properties.addAngularVelocity(CGFloat(index) - 2.5, for: box)
        }
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        for behavior in [CollisionBehavior(items: boxes), properties] { try animator.addBehavior(behavior) }
        for _ in 0..<5 { try animator.advance(by: 1.0 / 60) }
        // Mid-frame: two steps after the last detection.
        try animator.advance(by: 2 * DynamicAnimator.internalStep)

        let body = try #require(animator.body(of: ItemReference(boxes[2])))
        var bodies = animator.world.bodies
        let before = animator.world.collision
        var alone = before
        // The reference: a full detection testing every pair exactly, none kept untested.
        var full = before
        for index in full.manifolds.indices { full.manifolds[index].reusable = false }
        alone.outrunBodies = [body]
        let done = bodies.linear.withUnsafeMutableBufferPointer { linear in
            bodies.angular.withUnsafeMutableBufferPointer { angular in
                bodies.mass.withUnsafeMutableBufferPointer { mass in
                    full.detect(linear: linear, angular: angular, mass: mass, step: World.step)
                    let done = alone.findOutrunContacts(
                        linear: linear, angular: angular, mass: mass, step: World.step, carryingOver: false)
                    alone.followBodies(linear: linear, angular: angular)
                    return done
                }
            }
        }
        #expect(done)

        func involves(_ manifold: ContactManifold) -> Bool { manifold.bodyA == body || manifold.bodyB == body }
        func gaps(_ manifold: ContactManifold, in world: CollisionWorld) -> [Double] {
            (Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount)).map { world.points[$0].separation }
        }
        let found = full.manifolds.filter(involves)
        #expect(found.count == 2)
        #expect(found.map(\.key) == alone.manifolds.filter(involves).map(\.key))
        for manifold in found {
            let again = try #require(alone.manifolds.first { $0.key == manifold.key })
            #expect(zip(gaps(manifold, in: full), gaps(again, in: alone)).allSatisfy { abs($0 - $1) < 1e-9 })
        }
        // The others are kept as they were, in order.
        let kept = alone.manifolds.filter { !involves($0) }
        #expect(kept.map(\.key) == before.manifolds.filter { !involves($0) }.map(\.key))
        for manifold in kept {
            let old = try #require(before.manifolds.first { $0.key == manifold.key })
            let first = Int(manifold.firstPoint), oldFirst = Int(old.firstPoint)
            for slot in 0..<Int(manifold.pointCount) {
                #expect(alone.points[first + slot].foundSeparation == before.points[oldFirst + slot].foundSeparation)
            }
        }
    }
}
