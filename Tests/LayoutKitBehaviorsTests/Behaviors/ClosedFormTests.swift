import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// The engine against closed-form physics.
struct ClosedFormTests {
    @Test func freeFallFollowsHalfGTSquared() throws {
        let box = cell(0, at: CGPoint(x: 100, y: 0))
        let animator = DynamicAnimator()
        try animator.addBehavior(GravityBehavior(items: [box]))
        try run(animator, seconds: 1)
        let fallen = Double(center(of: box, in: animator).y)
        // ½ g t² = 500 pt. Symplectic Euler with 240 steps overshoots by exactly 1/240 = 0.42%,
        // inside the 0.5%.
        #expect(abs(fallen - 500) / 500 < 0.005)
        #expect(abs(animator.elapsedTime - 1) < 1e-9)
    }

    @Test(arguments: [(1.0, 0.1, 1.0), (2.0, 0.05, 3.0), (0.8, 0.3, 0.5)])
    func springMatchesDampedOscillator(frequency: Double, dampingRatio: Double, density: Double) throws {
        let home = CGPoint(x: 200, y: 200)
        let box = cell(0, at: CGPoint(x: 200, y: 240), size: CGSize(width: 44, height: 44))
        let spring = AttachmentBehavior(item: box, attachedToAnchor: home)
        spring.length = 0
        spring.frequency = CGFloat(frequency)
        spring.damping = CGFloat(dampingRatio)
        let heavy = DynamicItemBehavior(items: [box])
        heavy.density = CGFloat(density)
        let animator = try animator(with: spring, heavy)
        // Sample every internal step; find the downward zero crossings and the peaks.
        var samples: [Double] = []
        for _ in 0..<Int(3 / frequency / World.step) {
            try animator.advance(by: World.step)
            samples.append(Double(center(of: box, in: animator).y - home.y))
        }
        var crossings: [Double] = []
        for index in 1..<samples.count where samples[index - 1] > 0 && samples[index] <= 0 {
            let fraction = samples[index - 1] / (samples[index - 1] - samples[index])
            crossings.append((Double(index) + fraction) * World.step)
        }
        try #require(crossings.count >= 2)
        let omega = 2 * Double.pi * frequency
        let dampedPeriod = 2 * Double.pi / (omega * (1 - dampingRatio * dampingRatio).squareRoot())
        // The discrete spring's eigenvalues equal the continuous ones, so only the crossing
        // interpolation errs: well inside the 1%.
        #expect(abs((crossings[1] - crossings[0]) - dampedPeriod) / dampedPeriod < 0.01)
        // Decay over one period: e^{−ζωT}, compared through the extreme values of successive
        // swings below the anchor.
        var minima: [Double] = []
        for index in 1..<(samples.count - 1) where samples[index] < samples[index - 1] && samples[index] <= samples[index + 1] {
            minima.append(samples[index])
        }
        try #require(minima.count >= 2)
        let expectedRatio = exp(-dampingRatio * omega * dampedPeriod)
        #expect(abs(minima[1] / minima[0] - expectedRatio) / expectedRatio < 0.01)
    }

    @Test func smallPendulumPeriodIsTwoPiRootLOverG() throws {
        let anchor = CGPoint(x: 160, y: 100)
        let length = 200.0, angle = 0.05
        let bob = cell(
            0, at: CGPoint(x: 160 + length * sin(angle), y: 100 + length * cos(angle)), size: CGSize(width: 10, height: 10))
        let rod = AttachmentBehavior(item: bob, attachedToAnchor: anchor)  // frequency 0: rigid
        let animator = DynamicAnimator()
        try animator.addBehavior(rod)
        try animator.addBehavior(GravityBehavior(items: [bob]))
        var previous = Double(center(of: bob, in: animator).x - anchor.x)
        var crossings: [Double] = []
        for index in 1...Int(8 / World.step) {
            try animator.advance(by: World.step)
            let x = Double(center(of: bob, in: animator).x - anchor.x)
            if previous > 0, x <= 0 { crossings.append((Double(index - 1) + previous / (previous - x)) * World.step) }
            previous = x
        }
        try #require(crossings.count >= 2)
        let expected = 2 * Double.pi * (length / 1000).squareRoot()
        // At 0.05 rad the large-amplitude correction is θ²/16 = 0.016%: the 1% leaves
        // room for the rigid rod's softness only.
        #expect(abs((crossings[1] - crossings[0]) - expected) / expected < 0.01)
        #expect(abs(distance(center(of: bob, in: animator), anchor) - length) < 0.5)
    }

    @Test func gravityUnitIsThousandPointsPerSecondSquaredWhateverTheMass() throws {
        for (magnitude, density) in [(1.0, 1.0), (0.1, 5.0)] {
            let box = cell(0, at: .zero)
            let gravity = GravityBehavior(items: [box])
            gravity.magnitude = CGFloat(magnitude)
            let properties = DynamicItemBehavior(items: [box])
            properties.density = CGFloat(density)
            let animator = try animator(with: gravity, properties)
            try run(animator, seconds: 1)
            // v = g t exactly (a constant velocity increment per step), to rounding.
            #expect(abs(Double(try properties.linearVelocity(for: box).y) - 1000 * magnitude) < 1e-9)
        }
    }

    @Test func continuousPushUnitIsHundredPointsPerSecondSquaredOnAUnitMass() throws {
        let box = cell(0, at: .zero)  // 100 x 100 pt, density 1: mass 1
        let small = cell(1, at: CGPoint(x: 300, y: 0), size: CGSize(width: 44, height: 44))
        let push = PushBehavior(items: [box, small], mode: .continuous)
        push.setAngle(0, magnitude: 1)
        let properties = DynamicItemBehavior(items: [box, small])
        let animator = DynamicAnimator()
        try animator.addBehavior(push)
        try animator.addBehavior(properties)
        try run(animator, seconds: 1)
        #expect(abs(Double(try properties.linearVelocity(for: box).x) - 100) < 1e-9)
        // The same force on a 44 x 44 item (mass 0.1936) accelerates it 1 / 0.1936 times more.
        #expect(abs(Double(try properties.linearVelocity(for: small).x) - 100 / 0.1936) < 1e-6)
    }

    @Test func instantaneousPushAddsHundredPointsPerSecondOnAUnitMassOnce() throws {
        let box = cell(0, at: .zero)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 2)
        let properties = DynamicItemBehavior(items: [box])
        properties.density = 2
        let animator = DynamicAnimator()
        try animator.addBehavior(push)
        try animator.addBehavior(properties)
        try run(animator, seconds: 0.5)
        // Impulse 2 × 100 on a mass of 2: 100 pt/s, applied once.
        #expect(abs(Double(try properties.linearVelocity(for: box).y) - 100) < 1e-9)
        #expect(push.active == false)
        push.active = true
        try run(animator, seconds: 0.1)
        #expect(abs(Double(try properties.linearVelocity(for: box).y) - 200) < 1e-9)
    }

    @Test func snapSettlesExactlyOnItsPointUpright() throws {
        var box = cell(0, at: CGPoint(x: 20, y: 20))
        box.transform3D = Transform3D(rotationAngle: 0.5)
        let snap = SnapBehavior(item: box, snapTo: CGPoint(x: 200, y: 300))
        let animator = DynamicAnimator()
        try animator.addBehavior(snap)
        try run(animator, seconds: 6)
        #expect(!animator.isRunning)
        let snapped = try #require(animator.item(withID: box.dynamicItemID))
        #expect(snapped.center == CGPoint(x: 200, y: 300))
        #expect(abs(snapped.rotationAngle) < 1e-12)
    }
}
