import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// A contact whose two bodies barely moved relative to each other since it was last tested is
/// kept untested at the next detection (``ContactSettings/reuseDistance``), its gaps moved with
/// the bodies from the test: they must be what a test would find.
struct ContactReuseTests {
    /// Two upright boxes side by side, 0.3 pt apart, without gravity or friction; the right one
    /// drifts away at 1.2 pt/s, 0.02 pt between two detections (once per 60 Hz frame), and is
    /// still within the speculative distance after the 30 frames.
    /// The contact is kept untested for several detections in a row, and at each one its gaps
    /// equal the distance between the boxes' facing sides written out by hand: their centers'
    /// distance less 20 pt.
    @Test func aContactKeptUntestedHasTheGapsATestWouldFind() throws {
        let animator = try boxesSideBySide(gap: 0.3, rightVelocity: CGPoint(x: 1.2, y: 0)).animator
        var keptUntested = 0
        for _ in 0..<30 {
            try animator.advance(by: 1.0 / 60)
            let collision = animator.world.collision
            try #require(collision.manifolds.count == 1)
            let manifold = collision.manifolds[0]
            let offset = collision.detectedPositions[Int(manifold.bodyB)] - collision.detectedPositions[Int(manifold.bodyA)]
            if offset != manifold.testedOffset { keptUntested += 1 }
            let first = Int(manifold.firstPoint)
            for point in collision.points[first..<first + Int(manifold.pointCount)] {
                #expect(abs(point.foundSeparation - (abs(offset.x) - 20)) < 1e-9)
            }
        }
        #expect(keptUntested > 10)
    }
}
