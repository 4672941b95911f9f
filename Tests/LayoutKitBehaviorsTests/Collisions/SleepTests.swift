import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// Islands and sleep: two stacks far apart on a floor, and a pendulum without resistance that
/// keeps the animator running the whole time.
struct SleepTests {
    private let stackA = (0..<3).map {
        Piece(at: CGPoint(x: 100, y: 589 - CGFloat($0) * 21), size: CGSize(width: 20, height: 20))
    }
    private let stackB = (0..<3).map {
        Piece(at: CGPoint(x: 600, y: 589 - CGFloat($0) * 21), size: CGSize(width: 20, height: 20))
    }
    private let bob = Piece(at: CGPoint(x: 1_100, y: 100), size: CGSize(width: 10, height: 10))

    /// The animator after 4 s, with the stacks' gravity and collision, and the pendulum.
    private func scene() throws -> (DynamicAnimator, GravityBehavior, CollisionBehavior) {
        let stacks: [any DynamicItem] = stackA + stackB
        let gravity = GravityBehavior(items: stacks + [bob])
        let collision = try floorCollision(stacks)
        let animator = try animator(
            with: gravity, collision, material(stacks, elasticity: 0, friction: 0.5),
            AttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 1_000, y: 100)))
        try run(animator, seconds: 4)
        return (animator, gravity, collision)
    }

    private func body(of item: Piece, in animator: DynamicAnimator) -> Int {
        Int(animator.itemTable.records[animator.itemTable.recordIndex(of: item.dynamicItemID)!].body)
    }

    private func isAsleep(_ item: Piece, in animator: DynamicAnimator) -> Bool {
        animator.world.bodies.sleep[body(of: item, in: animator)].isAsleep
    }

    /// The exact bits of the items' positions and angles.
    private func state(of items: [Piece], in animator: DynamicAnimator) -> [UInt64] {
        items.flatMap { item in
            let body = body(of: item, in: animator)
            let position = animator.world.bodies.linear[body].position
            return [position.x.bitPattern, position.y.bitPattern, animator.world.bodies.angular[body].angle.bitPattern]
        }
    }

    @Test func aSleepingPileStaysBitForBitWhileSomethingElseMoves() throws {
        let (animator, _, _) = try scene()
        #expect(animator.isRunning)
        #expect((stackA + stackB).allSatisfy { isAsleep($0, in: animator) })
        #expect(!isAsleep(bob, in: animator))
        // Two islands: the stacks do not touch.
        #expect(Set((stackA + stackB).map { animator.world.bodies.sleep[body(of: $0, in: animator)].island }).count == 2)
        let before = state(of: stackA + stackB, in: animator)
        let swing = center(of: bob, in: animator)
        try run(animator, seconds: 10)
        #expect(animator.isRunning)
        #expect(state(of: stackA + stackB, in: animator) == before)
        #expect(center(of: bob, in: animator) != swing)
        #expect(animator.world.awakeBodies.count == 1)
    }

    @Test func aBoxDroppedOnASleepingStackWakesExactlyItsIsland() throws {
        let (animator, gravity, collision) = try scene()
        let farBefore = state(of: stackB, in: animator)
        let box = Piece(at: CGPoint(x: 100, y: 400), size: CGSize(width: 20, height: 20))
        gravity.addItem(box)
        collision.addItem(box)
        var frames = 0
        while stackA.allSatisfy({ isAsleep($0, in: animator) }), frames < 120 {
            try animator.advance(by: 1.0 / 60)
            frames += 1
        }
        // Falling 120 pt from rest under 1 000 pt/s² takes 0.49 s: it wakes the stack on landing.
        #expect((29...33).contains(frames))
        #expect(stackA.allSatisfy { !isAsleep($0, in: animator) })
        #expect(stackB.allSatisfy { isAsleep($0, in: animator) })
        try run(animator, seconds: 4)
        #expect(state(of: stackB, in: animator) == farBefore)
        // On the stack: the boxes' centers rest at 590, 570, 550 and 530 (less their overlaps).
        #expect(abs(center(of: box, in: animator).y - 530) < 0.5)
        #expect(abs(center(of: box, in: animator).x - 100) < 0.5)
        #expect((stackA + stackB + [box]).allSatisfy { isAsleep($0, in: animator) })
    }

    @Test func movingAnItemWakesItsIslandOnly() throws {
        let (animator, _, _) = try scene()
        stackA[2].center.x += 5
        try animator.updateItem(usingCurrentState: stackA[2])
        #expect(stackA.allSatisfy { !isAsleep($0, in: animator) })
        #expect(stackB.allSatisfy { isAsleep($0, in: animator) })
    }

    @Test func changingABehaviourWakesTheIslandsOfItsItems() throws {
        let (animator, gravity, _) = try scene()
        gravity.magnitude = 2
        #expect((stackA + stackB).allSatisfy { !isAsleep($0, in: animator) })
    }
}
