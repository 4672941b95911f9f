import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// Random scenes inside the solver's envelope (items at least 10 pt thick, under 2 000 pt/s):
/// whatever happens, nothing leaves the reference bounds, no coordinate turns into NaN, and the
/// kinetic energy, of motion and of spin, never grows from one frame to the next (no forces
/// act, and collisions can only keep or lose it).
struct CollisionFuzzTests {
    /// Seeds 43 and 71 left the bounds while the bodies that outran their margins had their
    /// contacts found again alone between detections, but not yet those that turned further than
    /// their gaps can follow.
    @Test(arguments: [1, 2, 3, 43, 71] as [UInt64])
    func randomShapesStayInsideAndNeverGainEnergy(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var pieces: [Piece] = []
        var materials: [DynamicItemBehavior] = []
        var energy = 0.0
        // Cells 60 pt apart, so that nothing starts overlapping.
        for cell in 0..<64 {
            let piece = Piece(
                at: CGPoint(x: 40 + CGFloat(cell % 8) * 60, y: 40 + CGFloat(cell / 8) * 60),
                size: CGSize(
                    width: CGFloat.random(in: 10...40, using: &random), height: CGFloat.random(in: 10...40, using: &random)),
                shape: Bool.random(using: &random) ? .rectangle : .ellipse, angle: CGFloat.random(in: -3...3, using: &random))
            let properties = material(
                [piece], elasticity: CGFloat.random(in: 0...1, using: &random),
                friction: CGFloat.random(in: 0...1, using: &random))
            properties.density = CGFloat.random(in: 0.1...10, using: &random)
            // Up to 1 400 pt/s on each axis: under 2 000 pt/s.
            let velocity = CGPoint(
                x: CGFloat.random(in: -1_400...1_400, using: &random), y: CGFloat.random(in: -1_400...1_400, using: &random))
            try properties.addLinearVelocity(velocity, for: piece)
            energy +=
                piece.mass(density: Double(properties.density)) * Double(velocity.x * velocity.x + velocity.y * velocity.y) / 2
            pieces.append(piece)
            materials.append(properties)
        }
        let total = energy
        let collision = CollisionBehavior(items: pieces)
        collision.translatesReferenceBoundsIntoBoundary = true
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 500, height: 500))
        for behavior in [collision] + materials { try animator.addBehavior(behavior) }
        // Moment of inertia per unit of mass: (w² + h²) / 12 for a rectangle, / 16 for an ellipse.
        let inertias = pieces.map { piece in
            let (w, h) = (Double(piece.bounds.width), Double(piece.bounds.height))
            return (w * w + h * h) / (piece.collisionBoundsType == .ellipse ? 16 : 12)
        }
        for _ in 0..<120 {
            try animator.advance(by: 1.0 / 60)
            var kinetic = 0.0
            for (index, (piece, properties)) in zip(pieces, materials).enumerated() {
                let motion = try #require(animator.velocity(ofItemWithID: piece.dynamicItemID))
                let mass = piece.mass(density: Double(properties.density))
                kinetic += mass * ((motion.linear * motion.linear).sum() + inertias[index] * motion.angular * motion.angular) / 2
                let c = center(of: piece, in: animator)
                #expect(c.x > 0 && c.x < 500 && c.y > 0 && c.y < 500)
            }
            // Rounding only: a billionth of the energy at the start.
            #expect(kinetic <= energy + 1e-9 * total)
            energy = kinetic
        }
    }
}
