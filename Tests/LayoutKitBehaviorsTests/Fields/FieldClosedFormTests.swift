import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// The vortex, velocity, turbulence and noise fields against closed forms and statistics worked
/// out here, and the regions a field acts in.
struct FieldClosedFormTests {
    @Test func aVortexWithDragAndGravityHoldsACircularOrbitAtItsTerminalSpeed() throws {
        // Tangential: the vortex's 1 000 × 0.1 = 100 pt/s² against drag k v / m (k = 1, m = 1)
        // holds v = 100 pt/s; radial: gravity of 1 000 × 0.05 = 50 pt/s² bends it on a circle of
        // v² / a = 10 000 / 50 = 200 pt.
        let middle = CGPoint(x: 500, y: 500)
        let item = Piece(at: CGPoint(x: 700, y: 500), size: CGSize(width: 100, height: 100))  // mass 1
        let vortex = FieldBehavior(kind: .vortex, items: [item])
        vortex.position = middle
        vortex.strength = 0.1
        let drag = FieldBehavior(kind: .drag, items: [item])
        let gravity = FieldBehavior(kind: .radialGravity, items: [item])
        gravity.position = middle
        gravity.strength = 0.05
        let properties = DynamicItemBehavior(items: [item])
        try properties.addLinearVelocity(CGPoint(x: 0, y: 100), for: item)
        let animator = try animator(with: vortex, drag, gravity, properties)
        try run(animator, seconds: 5)
        let speed = velocity(of: item, in: animator)
        #expect(abs((speed * speed).sum().squareRoot() - 100) < 1)
        #expect(abs(distance(center(of: item, in: animator), middle) - 200) < 2)
    }

    @Test func aVelocityFieldSteersTowardItsVelocityExponentially() throws {
        // dv/dt = k (target − v) / m: from rest, v = 50 (1 − e^{−2 t}) with k = 2, m = 1.
        let item = Piece(at: .zero, size: CGSize(width: 100, height: 100))
        let steer = FieldBehavior(kind: .velocity(CGVector(dx: 50, dy: 0)), items: [item])
        steer.strength = 2
        let animator = try animator(with: steer)
        try run(animator, seconds: 1)
        #expect(abs(velocity(of: item, in: animator).x / (50 * (1 - exp(-2.0))) - 1) < 0.005)
        #expect(velocity(of: item, in: animator).y == 0)
    }

    @Test func turbulenceLeavesAnItemAtRestAndPushesInProportionToSpeed() throws {
        func kick(speed: CGFloat) throws -> SIMD2<Double> {
            let item = Piece(at: CGPoint(x: 321, y: 123), size: CGSize(width: 10, height: 10))
            let turbulence = FieldBehavior(kind: .turbulence(seed: 7, smoothness: 80), items: [item])
            let properties = DynamicItemBehavior(items: [item])
            if speed > 0 { try properties.addLinearVelocity(CGPoint(x: 0, y: speed), for: item) }
            let animator = try animator(with: turbulence, properties)
            try animator.advance(by: World.step)
            return velocity(of: item, in: animator) - SIMD2(0, Double(speed))
        }
        #expect(try kick(speed: 0) == .zero)
        let slow = try kick(speed: 100), fast = try kick(speed: 200)
        #expect((slow * slow).sum() > 0)
        // One step moves the item by v h (under a point at these speeds): the noise it meets is
        // nearly the same, so the kick doubles with the speed to a part in a thousand.
        #expect(abs(fast.x - 2 * slow.x) <= 1e-3 * abs(2 * slow.x) + 1e-9)
        #expect(abs(fast.y - 2 * slow.y) <= 1e-3 * abs(2 * slow.y) + 1e-9)
    }

    @Test func noiseHasMeanZeroAndTheSpreadOfSmoothedUniformValues() {
        // Lattice values are uniform in −1...1 (variance 1/3), blended by smoothsteps s(t) in x
        // and y: at a random place each weight pair keeps E[(1 − s)² + s²] = 1 − 2 E[s] + 2 E[s²]
        // = 1 − 1 + 2 × 13/35 = 26/35 of the variance, so a component's variance is
        // (1/3)(26/35)² = 0.18395.
        var random = SeededRandom(seed: 42)
        let count = 40_000
        var sum = SIMD2<Double>.zero, squares = SIMD2<Double>.zero
        for _ in 0..<count {
            let point = SIMD2(Double.random(in: 0...200_000, using: &random), Double.random(in: 0...200_000, using: &random))
            let value = ValueNoise.vector(at: point, seed: 3, cell: 50)
            sum += value
            squares += value * value
        }
        let mean = sum / Double(count)
        let variance = squares / Double(count) - mean * mean
        let expected = (1.0 / 3) * (26.0 / 35) * (26.0 / 35)
        #expect(abs(mean.x) < 0.02 && abs(mean.y) < 0.02)
        #expect(abs(variance.x / expected - 1) < 0.05 && abs(variance.y / expected - 1) < 0.05)
    }

    @Test func anAnimatedNoiseTurnsIntoTheNextLayerAtItsSpeed() {
        var field = FieldEffect(
            kind: .noise(seed: 9, smoothness: 40), position: .zero, strength: 1, falloff: 0, minimumRadius: 0,
            region: .infinite, animationSpeed: 2, members: [])
        let point = SIMD2(123.0, 456.0)
        let first = ValueNoise.vector(at: point, seed: 9, cell: 40)
        let second = ValueNoise.vector(at: point, seed: 10, cell: 40)
        #expect(field.noise(at: point, seed: 9, cell: 40) == first)
        field.time = 0.25  // half a layer at 2 a second: the smoothstep's middle, an even blend
        let halfway = field.noise(at: point, seed: 9, cell: 40)
        #expect(abs(halfway.x - (first.x + second.x) / 2) < 1e-12 && abs(halfway.y - (first.y + second.y) / 2) < 1e-12)
        field.time = 0.5
        #expect(field.noise(at: point, seed: 9, cell: 40) == second)
        field.animationSpeed = 0
        #expect(field.noise(at: point, seed: 9, cell: 40) == first)
    }

    @Test func regionsCombineAsSetsDo() {
        let ring = FieldRegion.circle(radius: 200).subtracting(.circle(radius: 50))
        #expect(ring.contains(CGPoint(x: 100, y: 0)))
        #expect(!ring.contains(CGPoint(x: 10, y: 10)))
        #expect(!ring.contains(CGPoint(x: 250, y: 0)))
        #expect(ring.inverted().contains(CGPoint(x: 10, y: 10)))
        let box = FieldRegion.rectangle(size: CGSize(width: 100, height: 40))
        #expect(box.contains(CGPoint(x: 50, y: -20)) && !box.contains(CGPoint(x: 50.5, y: 0)))
        #expect(box.union(with: .circle(radius: 10)).contains(CGPoint(x: 0, y: 25)) == false)
        #expect(box.union(with: .circle(radius: 30)).contains(CGPoint(x: 0, y: 25)))
        #expect(box.intersection(with: .circle(radius: 30)).contains(CGPoint(x: 40, y: 0)) == false)
        #expect(FieldRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
    }

    @Test func aFieldActsOnlyInsideItsRegion() throws {
        let inHole = Piece(at: CGPoint(x: 110, y: 100), size: CGSize(width: 4, height: 4))
        let inRing = Piece(at: CGPoint(x: 200, y: 100), size: CGSize(width: 4, height: 4))
        let push = FieldBehavior(kind: .linearGravity(direction: CGVector(dx: 0, dy: 0.1)), items: [inHole, inRing])
        push.position = CGPoint(x: 100, y: 100)
        push.region = FieldRegion.circle(radius: 150).subtracting(.circle(radius: 50))
        let animator = try animator(with: push)
        try animator.advance(by: World.step)
        #expect(velocity(of: inHole, in: animator) == .zero)
        #expect(velocity(of: inRing, in: animator).y > 0)
    }

    @Test func aRegionWithABadSizeIsNamed() {
        let field = FieldBehavior(kind: .vortex, items: [Piece(at: .zero, size: CGSize(width: 1, height: 1))])
        field.region = FieldRegion.infinite.subtracting(.rectangle(size: CGSize(width: 10, height: -1)))
        #expect {
            try DynamicAnimator().addBehavior(field)
        } throws: { error in
            guard case let .invalidParameter(_, name, _, _) = error as? DynamicsError else { return false }
            return name == "region.1.size.height"
        }
    }
}
