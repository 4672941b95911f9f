import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// Stacks at rest against the contact model written out by hand: a soft contact carrying a
/// steady force F per point overlaps by F / (mₑ ω²), where mₑ is the point's effective mass
/// and ω = 2π × 60 Hz; deeper than 0.5 pt the frequency grows with the overlap, so the overlap
/// solves s = F / (mₑ (ω s / 0.5)²), until it doubles at 1 pt. A contact with the floor (an
/// immovable body) pushes out at the same speed but is as compliant as a spring of twice the
/// resting frequency at most: the soft row of Box2D v3, with push-out rate ω_b / a₁(ω_b) and
/// compliance 1 / (h ω_c a₁(ω_c)), a₁(w) = 2ζ + h w, holds F at the overlap s where
/// F = mₑ ω_b ω_c s a₁(ω_c) / a₁(ω_b).
struct ContactStackingTests {
    /// Gravity's acceleration at magnitude 1, in pt/s².
    private let gravity = 1_000.0
    /// The resting contact's angular frequency, in rad/s.
    private let omega = 2 * Double.pi * 60

    /// The effective mass of a point at a corner of a flat contact between boxes `width` wide
    /// and `height` tall (mass `lower` below, `upper` above; `nil` for the floor): each body
    /// adds 1/m for the push and (w/2)² / I for the turn it gives, I = m (w² + h²) / 12.
    private func effectiveMass(lower: Double?, upper: Double, width: Double = 20, height: Double = 20) -> Double {
        let lever = width / 2
        func share(_ mass: Double) -> Double { 1 / mass + lever * lever / (mass * (width * width + height * height) / 12) }
        return 1 / (share(upper) + (lower.map(share) ?? 0))
    }

    /// The resting overlap of a point carrying `force` with effective mass `mass`, in pt.
    private func restingOverlap(force: Double, mass: Double) -> Double {
        let linear = force / (mass * omega * omega)
        if linear <= 0.5 { return linear }
        let stiffening = Foundation.cbrt(linear * 0.25)
        return stiffening <= 1 ? stiffening : linear / 4
    }

    /// The resting overlap of a point carrying `force` with effective mass `mass` against the
    /// floor, in pt: the overlap at which the row holds the force, found by bisection (the force
    /// held grows with the overlap).
    private func restingOverlapOnTheFloor(force: Double, mass: Double) -> Double {
        func a1(_ w: Double) -> Double { 2 * 10 + w / 240 }
        func held(_ overlap: Double) -> Double {
            let push = omega * min(max(overlap / 0.5, 1), 2), compliance = max(push, 2 * omega)
            return mass * push * compliance * overlap * a1(compliance) / a1(push)
        }
        var (low, high) = (0.0, 100.0)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if held(middle) < force { low = middle } else { high = middle }
        }
        return low
    }

    /// Boxes 2 pt apart fall 50 pt and bounce (elasticity 0.2) with friction: impacts and
    /// friction on two points at once must leave the column exactly upright. In the column of
    /// 40 the contacts between the lowest twelve boxes carry enough to stiffen (a linear overlap
    /// above 0.5 pt); the floor's, with a static side, does not.
    @Test(arguments: [10, 40])
    func aColumnDroppedFlatLandsFlatAndEachContactCarriesItsLoad(count: Int) throws {
        let boxes = (0..<count).map { index in
            Piece(at: CGPoint(x: 100, y: 540 - CGFloat(index) * 22), size: CGSize(width: 20, height: 20))
        }
        let animator = try animator(
            with: GravityBehavior(items: boxes), try floorCollision(boxes), material(boxes, elasticity: 0.2, friction: 0.5))
        try run(animator, seconds: 6)
        #expect(!animator.isRunning)
        let mass = boxes[0].mass()
        var below = 600.0
        for (index, box) in boxes.enumerated() {
            #expect(abs(angle(of: box, in: animator)) < 1e-9)
            #expect(abs(Double(center(of: box, in: animator).x) - 100) < 1e-9)
            // The contact under box `index` carries the boxes from it up, half on each point.
            let force = Double(count - index) * mass * gravity / 2
            let effective = effectiveMass(lower: index == 0 ? nil : mass, upper: mass)
            let expected =
                index == 0
                ? restingOverlapOnTheFloor(force: force, mass: effective) : restingOverlap(force: force, mass: effective)
            let bottom = Double(center(of: box, in: animator).y) + 10
            // 3%: the column pauses once every box has stayed under 1 pt/s for 0.25 s, while its
            // slowest, overdamped mode still creeps towards equilibrium (measured: 2.0% at most).
            #expect(abs((bottom - below) - expected) < 0.03 * expected, "contact \(index)")
            below = bottom - 20
        }
    }

    /// A box on the floor under 500 times the usual gravity: the linear law would overlap it by
    /// 4.4 pt; the contact stiffens up to twice its frequency at 1 pt and then holds a quarter of
    /// the linear overlap, 1.1 pt.
    @Test func aContactPressedPastOnePointStopsStiffening() throws {
        let box = Piece(at: CGPoint(x: 100, y: 589), size: CGSize(width: 20, height: 20))
        let gravityBehavior = GravityBehavior(items: [box])
        gravityBehavior.magnitude = 500
        let animator = try animator(
            with: gravityBehavior, try floorCollision([box]), material([box], elasticity: 0, friction: 0.5))
        try run(animator, seconds: 2)
        #expect(!animator.isRunning)
        let expected = restingOverlapOnTheFloor(
            force: box.mass() * 500 * gravity / 2, mass: effectiveMass(lower: nil, upper: box.mass()))
        #expect(expected > 1)
        let overlap = Double(center(of: box, in: animator).y) + 10 - 600
        // 3% as for the column: it pauses a hair before equilibrium (measured well under 1%).
        #expect(abs(overlap - expected) < 0.03 * expected)
    }

    /// A box up to 1 000 times as dense dropped 1 pt onto a light box on the floor. Energy
    /// bounds it: it can never rise above where it was let go (the push-out of an overlap gives
    /// no lasting speed). Up to 100 times as dense, both come to rest; beyond, the light box is
    /// squeezed (the soft contacts carry the load in proportion to the lighter body's mass, as
    /// in Box2D) and the pair jiggles, but stays stacked.
    @Test(arguments: [10.0, 100, 1_000])
    func aHeavyBoxOnALightOneNeverRisesAboveItsDrop(density: Double) throws {
        let light = Piece(at: CGPoint(x: 100, y: 589), size: CGSize(width: 20, height: 20))
        let heavy = Piece(at: CGPoint(x: 100, y: 568), size: CGSize(width: 20, height: 20))
        let heavyProperties = material([heavy], elasticity: 0, friction: 0.5)
        heavyProperties.density = CGFloat(density)
        let animator = try animator(
            with: GravityBehavior(items: [light, heavy]), try floorCollision([light, heavy]),
            material([light], elasticity: 0, friction: 0.5), heavyProperties)
        var highest = Double.infinity
        for _ in 0..<240 {
            try animator.advance(by: 1.0 / 60)
            highest = min(highest, Double(center(of: heavy, in: animator).y))
        }
        #expect(highest > 568 - 1e-6)
        #expect(Double(center(of: heavy, in: animator).y) < Double(center(of: light, in: animator).y) - 10)
        // Stacked: the jiggle of the squeezed pair lets rounding move it sideways, by far less.
        #expect(abs(Double(center(of: heavy, in: animator).x) - 100) < 0.5)
        if density <= 100 { #expect(!animator.isRunning) }
    }

    /// A pile of 100 boxes in ten columns, as the grid of the `pile` bench or shaken: offsets up
    /// to 1 pt and turns up to 0.05 rad make the columns topple and wedge, loading single corners.
    @Test(arguments: [false, true])
    func aSmallPileComesToRestWithoutOverlapOrEscape(shaken: Bool) throws {
        var random = SeededRandom(seed: 11)
        func shake(_ range: ClosedRange<CGFloat>) -> CGFloat { shaken ? CGFloat.random(in: range, using: &random) : 0 }
        let boxes = (0..<100).map { index in
            Piece(
                at: CGPoint(x: 31 + CGFloat(index % 10) * 22 + shake(-1...1), y: 100 - CGFloat(index / 10) * 22),
                size: CGSize(width: 20, height: 20), angle: shake(-0.05...0.05))
        }
        let collision = CollisionBehavior(items: boxes)
        try collision.addBoundary(
            withIdentifier: "container",
            for: BoundaryPath(
                points: [CGPoint(x: 0, y: -400), CGPoint(x: 0, y: 400), CGPoint(x: 260, y: 400), CGPoint(x: 260, y: -400)],
                closed: false))
        let animator = try animator(
            with: GravityBehavior(items: boxes), collision, material(boxes, elasticity: 0.2, friction: 0.5))
        try run(animator, seconds: 8)
        #expect(!animator.isRunning)
        #expect(animator.deepestOverlap < 1)
        #expect(
            boxes.allSatisfy { box in
                let c = center(of: box, in: animator)
                return c.x > 0 && c.x < 260 && c.y < 400
            })
    }
}
