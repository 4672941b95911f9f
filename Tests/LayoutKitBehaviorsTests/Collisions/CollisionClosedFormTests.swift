import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// Collisions against closed-form physics.
struct CollisionClosedFormTests {
    @Test func equalMassElasticCollisionSwapsVelocities() throws {
        let left = Piece.ball(at: CGPoint(x: 100, y: 100)), right = Piece.ball(at: CGPoint(x: 200, y: 100))
        let properties = material([left, right], elasticity: 1, friction: 0)
        try properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: left)
        let animator = try animator(with: CollisionBehavior(items: [left, right]), properties)
        try run(animator, seconds: 0.5)
        // One impulse along the line of centers: exact up to rounding.
        #expect(abs(velocity(of: left, in: animator).x) < 1e-9)
        #expect(abs(velocity(of: right, in: animator).x - 300) < 1e-9)
        #expect(abs(velocity(of: right, in: animator).y) < 1e-9)
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func momentumIsConservedInEveryCollision(elasticity: Double) throws {
        // Unequal masses, off-center, turning boxes with friction: every impulse acts on both
        // bodies equally and oppositely, so only rounding changes the total (1e-6 relative).
        let light = Piece(at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40), angle: 0.3)
        let heavy = Piece(at: CGPoint(x: 220, y: 118), size: CGSize(width: 60, height: 30), angle: -0.2)
        let lightProperties = material([light], elasticity: CGFloat(elasticity), friction: 0.4)
        let heavyProperties = material([heavy], elasticity: CGFloat(elasticity), friction: 0.4)
        heavyProperties.density = 3
        try lightProperties.addLinearVelocity(CGPoint(x: 400, y: 20), for: light)
        try heavyProperties.addLinearVelocity(CGPoint(x: -100, y: 0), for: heavy)
        let animator = try animator(with: CollisionBehavior(items: [light, heavy]), lightProperties, heavyProperties)
        let before = light.mass() * SIMD2(400, 20) + heavy.mass(density: 3) * SIMD2(-100, 0)
        var touched = false
        for _ in 0..<120 {
            try animator.advance(by: 1.0 / 60)
            touched = touched || velocity(of: heavy, in: animator).x != -100
        }
        let after = light.mass() * velocity(of: light, in: animator) + heavy.mass(density: 3) * velocity(of: heavy, in: animator)
        #expect(touched)
        let length = (before * before).sum().squareRoot()
        #expect(((after - before) * (after - before)).sum().squareRoot() / length < 1e-6)
    }

    @Test(arguments: [0.5, 0.8])
    func droppedBallReboundsToESquaredOfItsHeight(elasticity: Double) throws {
        let height = 400.0, radius = 10.0
        let ball = Piece.ball(at: CGPoint(x: 100, y: 600 - radius - height), diameter: 20)
        let animator = try animator(
            with: GravityBehavior(items: [ball]), try floorCollision([ball]),
            material([ball], elasticity: CGFloat(elasticity), friction: 0))
        var bounced = false
        var highest = Double.infinity
        for _ in 0..<Int(1.8 / World.step) {
            try animator.advance(by: World.step)
            let speed = velocity(of: ball, in: animator).y
            if speed < 0 { bounced = true }
            if bounced { highest = min(highest, Double(center(of: ball, in: animator).y)) }
            if bounced, speed > 0 { break }
        }
        let rebound = 600 - radius - highest
        // The bounce starts where the ball meets the floor within one step (at most 4 pt early
        // at 900 pt/s, which shifts the peak by that gap × (1 − e²)) and symplectic Euler
        // overshoots each flight by about 0.4%: within the 2%.
        #expect(abs(rebound / (elasticity * elasticity * height) - 1) < 0.02)
    }

    @Test(arguments: [(300.0, 0.5), (500.0, 0.3)])
    func frictionStopsASlidingBoxInVSquaredOverTwoMuG(speed: Double, friction: Double) throws {
        let box = Piece(at: CGPoint(x: 100, y: 580), size: CGSize(width: 40, height: 40))
        let properties = material([box], elasticity: 0, friction: CGFloat(friction))
        try properties.addLinearVelocity(CGPoint(x: speed, y: 0), for: box)
        let animator = try animator(with: GravityBehavior(items: [box]), try floorCollision([box]), properties)
        try run(animator, seconds: 3)
        let travelled = Double(center(of: box, in: animator).x) - 100
        let expected = speed * speed / (2 * friction * 1000)
        // Coulomb friction μ m g decelerates uniformly; the discrete steps stop the box within
        // one step's travel (≤ 2 pt), under 5%.
        #expect(abs(travelled - expected) / expected < 0.05)
        #expect(!animator.isRunning)
    }

    @Test func boxLandingOnItsCornerTipsOverOntoAFace() throws {
        // A box balanced exactly on its corner is an unstable equilibrium that only rounding
        // would break; as any real drop, this one is 0.6° off, and must fall flat on a face.
        let box = Piece(at: CGPoint(x: 160, y: 300), size: CGSize(width: 100, height: 100), angle: .pi / 4 + 0.01)
        let animator = try animator(
            with: GravityBehavior(items: [box]), try floorCollision([box]), material([box], elasticity: 0, friction: 0.5))
        try run(animator, seconds: 6)
        let turned = angle(of: box, in: animator)
        let offFace = abs(remainder(turned, .pi / 2))
        #expect(offFace < 0.02)
        #expect(abs(Double(center(of: box, in: animator).y) - 550) < 1)
        #expect(!animator.isRunning)
    }

    @Test func newtonsCradleSendsTheLastBallOut() throws {
        // Five touching balls on 200 pt rods; the first is released 30° out.
        let anchors = (0..<5).map { CGPoint(x: 100 + 40 * CGFloat($0), y: 100) }
        var balls = anchors.dropFirst().map { Piece.ball(at: CGPoint(x: $0.x, y: 300)) }
        let swing = Double.pi / 6
        balls.insert(Piece.ball(at: CGPoint(x: 100 - 200 * sin(swing), y: 100 + 200 * cos(swing))), at: 0)
        let animator = try animator(
            with: GravityBehavior(items: balls), CollisionBehavior(items: balls),
            material(balls, elasticity: 1, friction: 0))
        for (ball, anchor) in zip(balls, anchors) {
            let rod = AttachmentBehavior(item: ball, attachedToAnchor: anchor)
            rod.length = 200
            try animator.addBehavior(rod)
        }
        var strike = 0.0, sent = 0.0
        for _ in 0..<Int(1.0 / World.step) {
            try animator.advance(by: World.step)
            let first = velocity(of: balls[0], in: animator), last = velocity(of: balls[4], in: animator)
            // The strike: the first ball's speed until the wave has reached the last (the rods
            // sag a hair under gravity, so "has reached" means faster than 10 pt/s).
            if sent < 10 { strike = max(strike, (first * first).sum().squareRoot()) }
            sent = max(sent, (last * last).sum().squareRoot())
        }
        // Each contact in turn is an elastic collision of equal masses: the whole momentum
        // crosses the row. The rods are stiff springs, not rigid, which costs a little.
        #expect(strike > 200)
        #expect(sent >= 0.95 * strike)
        #expect(Double(center(of: balls[1], in: animator).x) - 140 < 2)
    }
}
