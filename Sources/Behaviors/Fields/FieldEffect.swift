import Foundation

/// A field as the world steps it: its kind, shape and the bodies in it.
struct FieldEffect {
    var kind: FieldKind
    var position: SIMD2<Double>
    var strength: Double
    var falloff: Double
    var minimumRadius: Double
    var region: FieldRegion
    /// Noise layers a second (noise and turbulence).
    var animationSpeed: Double
    var members: [FieldMember]
    /// Simulated time since the field was built, in seconds.
    var time = 0.0

    /// The length over which falloff is measured, in pt: at this distance it scales by 1.
    static let falloffScale = 100.0
    /// The unit of gravity-like strengths, in pt/s².
    static let unitAcceleration = 1_000.0

    /// The velocity change of the member in one step of `h` seconds at `position` moving at
    /// `velocity`, or zero outside the region.
    ///
    /// - Complexity: O(1).
    func kick(
        _ member: FieldMember, position point: SIMD2<Double>, velocity: SIMD2<Double>, step h: Double
    ) -> SIMD2<Double> {
        let offset = point - position
        let distance = dot(offset, offset).squareRoot()
        guard member.inverseMass > 0, region.contains(offset) else { return .zero }
        let reach = max(distance, minimumRadius, 1e-9)
        let scale = strength * (falloff == 0 ? 1 : pow(Self.falloffScale / reach, falloff))
        let outward = distance > 0 ? offset / distance : .zero
        let unit = Self.unitAcceleration
        let acceleration: SIMD2<Double>
        switch kind {
        case let .linearGravity(direction): acceleration = SIMD2(Double(direction.dx), Double(direction.dy)) * unit
        case .radialGravity: acceleration = -outward * unit
        case .spring: acceleration = -offset
        case .drag: acceleration = -velocity * member.inverseMass
        case let .velocity(target): acceleration = (SIMD2(Double(target.dx), Double(target.dy)) - velocity) * member.inverseMass
        case .vortex: acceleration = SIMD2(-outward.y, outward.x) * unit
        case let .noise(seed, smoothness):
            acceleration = noise(at: point, seed: seed, cell: Double(smoothness)) * unit
        case let .turbulence(seed, smoothness):
            let speed = dot(velocity, velocity).squareRoot() / unit
            acceleration = noise(at: point, seed: seed, cell: Double(smoothness)) * unit * speed
        case .electric: acceleration = outward * (member.charge * unit * member.inverseMass)
        case .magnetic:
            // The exact turn of the velocity, (vy, −vx) q B / m integrated over the step: the
            // speed is kept exactly, where a kick would grow it every step.
            return rotate(velocity, by: -member.charge * member.inverseMass * scale * h) - velocity
        case let .custom(field):
            let sample = FieldSample(
                position: CGPoint(x: point.x, y: point.y), velocity: CGVector(dx: velocity.x, dy: velocity.y),
                mass: CGFloat(1 / member.inverseMass), charge: CGFloat(member.charge), time: time)
            let result = field(sample)
            acceleration = SIMD2(Double(result.dx), Double(result.dy))
        }
        return acceleration * (scale * h)
    }

    /// The noise at `point` now: ``ValueNoise`` animated to phase time × animationSpeed, so
    /// the field turns into a new one `animationSpeed` times a second without a jump.
    func noise(at point: SIMD2<Double>, seed: UInt64, cell: Double) -> SIMD2<Double> {
        ValueNoise.vector(at: point, seed: seed, cell: cell, phase: time * animationSpeed)
    }
}
