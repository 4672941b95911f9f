import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// Force fields against closed forms.
struct FieldTests {
    @Test func radialGravityOrbitFollowsKeplersThirdLaw() throws {
        // Falloff 2: a = strength × 1 000 × (100 / r)² pt/s², so GM = strength × 10⁷ pt³/s².
        let sun = CGPoint(x: 500, y: 500), radius = 200.0, strength = 1.0
        let planet = Piece.ball(at: CGPoint(x: sun.x + radius, y: sun.y), diameter: 10)
        let field = FieldBehavior(kind: .radialGravity, items: [planet])
        field.position = sun
        field.falloff = 2
        field.strength = CGFloat(strength)
        let gm = strength * 1e7
        let properties = DynamicItemBehavior(items: [planet])
        try properties.addLinearVelocity(CGPoint(x: 0, y: (gm / radius).squareRoot()), for: planet)
        let animator = try animator(with: field, properties)
        let period = 2 * Double.pi * (radius * radius * radius / gm).squareRoot()
        var previous = 0.0, crossing = 0.0, time = 0.0
        while time < 1.5 * period {
            try animator.advance(by: World.step)
            time += World.step
            let offset = center(of: planet, in: animator)
            let y = Double(offset.y - sun.y)
            if previous < 0, y >= 0, Double(offset.x) > Double(sun.x) {
                crossing = time - World.step * y / (y - previous)
                break
            }
            previous = y
        }
        // Symplectic Euler keeps the orbit closed; its period errs by O(h²): far inside 1%.
        #expect(abs(crossing - period) / period < 0.01)
        #expect(abs(distance(center(of: planet, in: animator), sun) - radius) < 2)
    }

    @Test func dragSlowsExponentiallyByMass() throws {
        let box = Piece(at: CGPoint(x: 0, y: 0), size: CGSize(width: 100, height: 200))  // mass 2
        let drag = FieldBehavior(kind: .drag, items: [box])
        drag.strength = 1
        let properties = DynamicItemBehavior(items: [box])
        try properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: box)
        let animator = try animator(with: drag, properties)
        try run(animator, seconds: 2)
        // v = v₀ e^{−k t / m}; explicit steps of h decay by (1 − k h / m) each: 0.05% off.
        #expect(abs(velocity(of: box, in: animator).x / (100 * exp(-1.0)) - 1) < 0.002)
    }

    @Test func springFieldOscillatesAtRootStrength() throws {
        let box = Piece(at: CGPoint(x: 150, y: 100), size: CGSize(width: 20, height: 20))
        let spring = FieldBehavior(kind: .spring, items: [box])
        spring.position = CGPoint(x: 100, y: 100)
        spring.strength = 4 * .pi * .pi  // 1 Hz
        let animator = try animator(with: spring)
        try run(animator, seconds: 1)
        // One whole period later it is back where it started, to the integrator's O(h²).
        #expect(abs(Double(center(of: box, in: animator).x) - 150) < 0.5)
    }

    @Test func electricFieldRepelsLikeChargesOnlyInsideItsRegion() throws {
        let near = Piece(at: CGPoint(x: 150, y: 100), size: CGSize(width: 10, height: 10))
        let far = Piece(at: CGPoint(x: 400, y: 100), size: CGSize(width: 10, height: 10))
        let field = FieldBehavior(kind: .electric, items: [near, far])
        field.position = CGPoint(x: 100, y: 100)
        field.regionRadius = 200
        let charged = DynamicItemBehavior(items: [near, far])
        charged.charge = 1
        let animator = try animator(with: field, charged)
        try run(animator, seconds: 0.1)
        #expect(velocity(of: near, in: animator).x > 0)
        #expect(velocity(of: far, in: animator) == .zero)
    }

    @Test func magneticFieldTurnsAChargeInACircle() throws {
        let ion = Piece(at: CGPoint(x: 100, y: 100), size: CGSize(width: 10, height: 10))  // mass 0.01
        let field = FieldBehavior(kind: .magnetic, items: [ion])
        field.strength = 0.01
        let charged = DynamicItemBehavior(items: [ion])
        charged.charge = 1
        try charged.addLinearVelocity(CGPoint(x: 100, y: 0), for: ion)
        let animator = try animator(with: field, charged)
        // ω = q B / m = 1 rad/s: after 2π s a full circle; the speed never changes.
        try run(animator, seconds: 2 * .pi)
        let speed = velocity(of: ion, in: animator)
        #expect(abs((speed * speed).sum().squareRoot() - 100) < 1)
        #expect(distance(center(of: ion, in: animator), CGPoint(x: 100, y: 100)) < 3)
    }

    @Test func noiseIsTheSameForTheSameSeed() throws {
        func path(seed: UInt64) throws -> CGPoint {
            let dust = Piece(at: CGPoint(x: 100, y: 100), size: CGSize(width: 4, height: 4))
            let noise = FieldBehavior(kind: .noise(seed: seed, smoothness: 50), items: [dust])
            noise.strength = 0.1
            let animator = try animator(with: noise)
            try run(animator, seconds: 1)
            return center(of: dust, in: animator)
        }
        #expect(try path(seed: 1) == path(seed: 1))
        #expect(try path(seed: 1) != path(seed: 2))
        #expect(try distance(path(seed: 1), CGPoint(x: 100, y: 100)) > 1)
    }

    @Test func customAndLinearFieldsAccelerateAsTold() throws {
        let a = Piece(at: .zero, size: CGSize(width: 10, height: 10)), b = Piece(at: .zero, size: CGSize(width: 10, height: 10))
        let custom = FieldBehavior(kind: .custom { _ in CGVector(dx: 100, dy: 0) }, items: [a])
        let linear = FieldBehavior(kind: .linearGravity(direction: CGVector(dx: 0, dy: 0.1)), items: [b])
        let animator = try animator(with: custom, linear)
        try run(animator, seconds: 1)
        #expect(abs(velocity(of: a, in: animator).x - 100) < 1e-9)
        #expect(abs(velocity(of: b, in: animator).y - 100) < 1e-9)
    }

    @Test func unusableFieldParametersAreErrors() {
        let field = FieldBehavior(
            kind: .noise(seed: 0, smoothness: 0), items: [Piece(at: .zero, size: CGSize(width: 1, height: 1))])
        #expect(throws: DynamicsError.self) { try DynamicAnimator().addBehavior(field) }
        let negative = FieldBehavior(kind: .radialGravity)
        negative.falloff = -1
        #expect(throws: DynamicsError.self) { try DynamicAnimator().addBehavior(negative) }
    }
}
