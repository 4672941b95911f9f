import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// An item moving from one collision behaviour to another, as the physics toy's items join the
/// crowd's collision when they cross the screen's edge: the animator changes which collisions
/// its shape takes part in without rebuilding its world, and the motion is what a rebuild gives.
struct CollisionMembershipTests {
    /// Two 40 pt boxes of equal mass, 200 pt apart center to center, close at 100 pt/s each
    /// with no gravity and no bounce (elasticity 0). Box A starts in its own collision, box B in
    /// another: they would pass through each other. A moves to B's collision 0.25 s in, 110 pt
    /// before they meet, with no rebuild pending. By momentum both stop where they meet, 20 pt
    /// either side of the midpoint (x = 180 and 220) to 1 pt; a rebuild forced at the same moment
    /// gives the same centers to 1e-6 pt.
    @Test func anItemThatJoinsAnotherCollisionMeetsItsItemsWithoutARebuild() throws {
        let joined = try closingBoxes(joinAt: 0.25, forcingRebuild: false)
        #expect(!joined.pendingAfterJoin)
        #expect(abs(Double(joined.a.x) - 180) < 1 && abs(Double(joined.b.x) - 220) < 1)
        let rebuilt = try closingBoxes(joinAt: 0.25, forcingRebuild: true)
        #expect(rebuilt.pendingAfterJoin)
        #expect(distance(joined.a, rebuilt.a) < 1e-6 && distance(joined.b, rebuilt.b) < 1e-6)
        let apart = try closingBoxes(joinAt: nil, forcingRebuild: false)
        #expect(apart.a.x > apart.b.x)
    }

    /// An item that leaves its only collision keeps no shape (the world is rebuilt without it):
    /// the boxes pass through each other. An item new to the world that joins a collision is
    /// taken in without one (ArrivalTests.swift).
    @Test func leavingTheLastCollisionTakesARebuildAndArrivingNewDoesNot() throws {
        let (a, b) = (Piece(at: CGPoint(x: 100, y: 100), size: box), Piece(at: CGPoint(x: 300, y: 100), size: box))
        let shared = CollisionBehavior(items: [a, b])
        let motion = DynamicItemBehavior(items: [a, b])
        motion.elasticity = 0
        try motion.addLinearVelocity(CGPoint(x: 100, y: 0), for: a)
        try motion.addLinearVelocity(CGPoint(x: -100, y: 0), for: b)
        let animator = try animator(with: shared, motion)
        try run(animator, seconds: 0.25)
        shared.removeItem(a)
        try run(animator, seconds: 1.25)
        #expect(center(of: a, in: animator).x > center(of: b, in: animator).x)
        let newcomer = Piece(at: CGPoint(x: 100, y: 300), size: box)
        shared.addItem(newcomer)
        #expect(!animator.rebuildIsPending())
        #expect(animator.item(withID: newcomer.dynamicItemID) != nil && animator.profile.itemsTakenIn == 1)
    }

    private let box = CGSize(width: 40, height: 40)

    /// Runs the two closing boxes for 1.5 s, box A joining box B's collision after `joinAt`
    /// seconds (never when `nil`), with a rebuild forced at that moment when asked; the centers
    /// at the end, and whether a rebuild was pending right after the join.
    private func closingBoxes(joinAt: Double?, forcingRebuild: Bool) throws -> (a: CGPoint, b: CGPoint, pendingAfterJoin: Bool) {
        let (a, b) = (Piece(at: CGPoint(x: 100, y: 100), size: box), Piece(at: CGPoint(x: 300, y: 100), size: box))
        let own = CollisionBehavior(items: [a])
        let others = CollisionBehavior(items: [b])
        let motion = DynamicItemBehavior(items: [a, b])
        motion.elasticity = 0
        try motion.addLinearVelocity(CGPoint(x: 100, y: 0), for: a)
        try motion.addLinearVelocity(CGPoint(x: -100, y: 0), for: b)
        let animator = try animator(with: own, others, motion)
        var pending = false
        if let joinAt {
            try run(animator, seconds: joinAt)
            own.removeItem(a)
            others.addItem(a)
            if forcingRebuild { others.collisionMode = .everything }
            pending = animator.rebuildIsPending()
            try run(animator, seconds: 1.5 - joinAt)
        } else {
            try run(animator, seconds: 1.5)
        }
        return (center(of: a, in: animator), center(of: b, in: animator), pending)
    }
}
