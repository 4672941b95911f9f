import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// A contact still apart whose bodies do not close its gap within a step sits the step out
/// (``CollisionWorld/chooseActiveContacts(linear:angular:mass:step:)``): it is kept, and solved
/// again from the step in which its bodies close it, before the shapes meet, even when the
/// other contacts' impulses set them closing within that step.
struct ActiveContactTests {
    /// Two 20 pt boxes at rest 0.8 pt apart, without gravity or friction: the contact between
    /// them is found (the gap is within the speculative distance) and sits out. Then the right
    /// box is thrown at the left at 1 000 pt/s, 4.2 pt per step (with no elasticity, no
    /// restitution pass stops it first): the contact is solved before the boxes meet, so they
    /// overlap no deeper than the soft contact lets them when every contact is solved (0.13 pt),
    /// where a contact left out for that step would let them overlap by up to 3.4 pt (the
    /// step's travel less the gap); and the inelastic collision leaves both at half the speed,
    /// as momentum says.
    @Test func aRestingGapSitsOutUntilABodyCanCloseIt() throws {
        // A drift too slow to matter keeps the animator from resting before its first step.
        let (animator, properties, left, right) = try boxesSideBySide(gap: 0.8, rightVelocity: CGPoint(x: 0.001, y: 0))
        try animator.advance(by: 1.0 / 60)
        #expect(animator.world.collision.manifolds.count == 1)
        #expect(animator.world.collision.activeManifolds.isEmpty)
        try properties.addLinearVelocity(CGPoint(x: -1_000, y: 0), for: right)
        var deepest = 0.0
        for _ in 0..<30 {
            try animator.advance(by: 1.0 / 60)
            deepest = max(deepest, Double(animator.deepestOverlap))
        }
        #expect(deepest < 0.5)
        for piece in [left, right] {
            let velocity = try properties.linearVelocity(for: piece)
            #expect(abs(velocity.x + 500) < 0.5)
        }
    }

    /// Three 20 pt boxes in a row without gravity, friction or elasticity: the left and middle
    /// ones at rest 0.9 pt apart, the right one 0.5 pt from the middle one and thrown at it at
    /// 1 000 pt/s. At the start of the first step only the right contact closes, so the left
    /// one sits out; the right box's impulse sets the middle one moving faster than 0.9 pt per
    /// step (216 pt/s), and the left contact joins that step late. Measured after every step,
    /// the boxes then overlap 0.28 pt at most, where the contact left out for the step would
    /// let the middle box, at about 500 pt/s, overlap the left one by up to 1.2 pt. The three
    /// end at a third of the speed each, as momentum says, give or take the little the soft
    /// contacts' push-out leaves (1.4 pt/s).
    @Test func aContactTheOthersSetClosingJoinsTheStepLate() throws {
        let boxes = [100, 120.9, 141.4].map { Piece(at: CGPoint(x: $0, y: 100), size: CGSize(width: 20, height: 20)) }
        let properties = material(boxes, elasticity: 0, friction: 0)
        try properties.addLinearVelocity(CGPoint(x: -1_000, y: 0), for: boxes[2])
        let animator = try animator(with: CollisionBehavior(items: boxes), properties)
        var deepest = 0.0
        for _ in 0..<120 {
            try animator.advance(by: World.step)
            deepest = max(deepest, Double(animator.deepestOverlap))
        }
        #expect(deepest < 0.5)
        for box in boxes {
            let velocity = try properties.linearVelocity(for: box)
            #expect(abs(velocity.x + 1_000.0 / 3) < 1.5)
        }
    }
}
