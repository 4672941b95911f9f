import Foundation

/// The perpendicular cross product `a.x b.y − a.y b.x`.
@inline(__always)
func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { a.x * b.y - a.y * b.x }

/// `vector` turned by `angle` radians (x toward y); no trigonometry for a zero angle or a zero
/// vector (an item attached at its center).
@inline(__always)
func rotate(_ vector: SIMD2<Double>, by angle: Double) -> SIMD2<Double> {
    if angle == 0 || vector == .zero { return vector }
    let (c, s) = (cos(angle), sin(angle))
    return SIMD2(c * vector.x - s * vector.y, s * vector.x + c * vector.y)
}

extension Joint {
    /// Rebuilds the joint's rows from the bodies' current positions and rotations.
    ///
    /// - Complexity: O(1), no allocation.
    func prepare(
        rows: UnsafeMutableBufferPointer<ConstraintRow>,
        linear: UnsafeMutableBufferPointer<LinearState>,
        angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>,
        step: Double
    ) {
        let angleA = angular[Int(bodyA)].angle, angleB = angular[Int(bodyB)].angle
        let rA = rotate(localA, by: angleA), rB = rotate(localB, by: angleB)
        let separation = (linear[Int(bodyB)].position + rB) - (linear[Int(bodyA)].position + rA)
        var next = firstRow

        func emit(
            along axis: SIMD2<Double>, armA: SIMD2<Double>, error: Double,
            _ coefficients: SoftCoefficients, bounds: ClosedRange<Double> = -Double.infinity...Double.infinity
        ) {
            rows[next].set(
                a: bodyA, linearA: -axis, angularA: -cross(armA, axis),
                b: bodyB, linearB: axis, angularB: cross(rB, axis), error: error, mass: mass)
            rows[next].coefficients = coefficients
            (rows[next].lowerImpulse, rows[next].upperImpulse) = (bounds.lowerBound, bounds.upperBound)
            next += 1
        }
        func emitAngle(sign: Double, error: Double, _ coefficients: SoftCoefficients, bounds: ClosedRange<Double>) {
            rows[next].set(
                a: bodyA, linearA: .zero, angularA: -sign, b: bodyB, linearB: .zero, angularB: sign,
                error: error, mass: mass)
            rows[next].coefficients = coefficients
            (rows[next].lowerImpulse, rows[next].upperImpulse) = (bounds.lowerBound, bounds.upperBound)
            next += 1
        }
        /// A one-sided row keeping `error ≥ 0`: speculative while satisfied, rigid once crossed.
        func limit(_ error: Double) -> SoftCoefficients {
            error > 0 ? .speculative(step: step) : .rigid(step: step)
        }
        func emitPoint() {
            emit(along: SIMD2(1, 0), armA: rA, error: separation.x, coefficients)
            emit(along: SIMD2(0, 1), armA: rA, error: separation.y, coefficients)
        }
        let relativeAngle = angleB - angleA - referenceAngle
        let pushing = 0...Double.infinity

        switch kind {
        case .point:
            emitPoint()
        case let .distance(length):
            emit(along: direction(of: separation), armA: rA, error: separation.length - length, coefficients)
        case let .rope(length):
            let error = length - separation.length
            emit(along: -direction(of: separation), armA: rA, error: error, limit(error), bounds: pushing)
        case .weld:
            emitPoint()
            emitAngle(sign: 1, error: relativeAngle, angularCoefficients, bounds: -Double.infinity...Double.infinity)
        case let .slider(axisInA, range):
            let axis = rotate(axisInA, by: angleA)
            let normal = SIMD2(-axis.y, axis.x)
            let arm = separation + rA
            emit(along: normal, armA: arm, error: (normal * separation).sum(), coefficients)
            emitAngle(sign: 1, error: relativeAngle, .rigid(step: step), bounds: -Double.infinity...Double.infinity)
            let travel = (axis * separation).sum()
            if range.lowerBound.isFinite {
                let error = travel - range.lowerBound
                emit(along: axis, armA: arm, error: error, limit(error), bounds: pushing)
            }
            if range.upperBound.isFinite {
                let error = range.upperBound - travel
                emit(along: -axis, armA: arm, error: error, limit(error), bounds: pushing)
            }
        case let .pin(range, friction):
            // Friction and limits first, the point last, as Box2D orders a revolute joint: the
            // point rows then see the rotation the others allowed.
            if friction > 0 {
                let most = friction * step
                emitAngle(sign: 1, error: 0, .velocityOnly, bounds: -most...most)
            }
            if range.lowerBound.isFinite {
                let error = relativeAngle - range.lowerBound
                emitAngle(sign: 1, error: error, limit(error), bounds: pushing)
            }
            if range.upperBound.isFinite {
                let error = range.upperBound - relativeAngle
                emitAngle(sign: -1, error: error, limit(error), bounds: pushing)
            }
            emitPoint()
        }
    }

    /// The unit vector along `vector`, or x when it is too short to have a direction.
    private func direction(of vector: SIMD2<Double>) -> SIMD2<Double> {
        let length = vector.length
        return length > 1e-9 ? vector / length : SIMD2(1, 0)
    }
}

extension SIMD2<Double> {
    /// The Euclidean length.
    var length: Double { (self * self).sum().squareRoot() }
}
