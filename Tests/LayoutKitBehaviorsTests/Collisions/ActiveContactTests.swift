import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// A contact still apart whose bodies cannot close its gap within a step sits the step out
/// (``CollisionWorld/chooseActiveContacts(step:)``): it is kept, and solved again from the step
/// in which a body moves fast enough to close it, before the shapes meet.
struct ActiveContactTests {
    /// Two 20 pt boxes at rest 1.6 pt apart, without gravity or friction: the contact between
    /// them is found (the gap is within the speculative distance) and sits out. Then the right
    /// box is thrown at the left at 1 000 pt/s, 4.2 pt per step (with no elasticity, no
    /// restitution pass stops it first): the contact is solved before the boxes meet, so they
    /// overlap no deeper than the soft contact lets them when every contact is solved (0.13 pt),
    /// where a contact left out for that step lets them overlap by 2 pt; and the inelastic
    /// collision leaves both at half the speed, as momentum says.
    @Test func aRestingGapSitsOutUntilABodyCanCloseIt() throws {
        // A drift too slow to matter keeps the animator from resting before its first step.
        let (animator, properties, left, right) = try boxesSideBySide(gap: 1.6, rightVelocity: CGPoint(x: 0.001, y: 0))
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
}
