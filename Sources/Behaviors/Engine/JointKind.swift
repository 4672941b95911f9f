/// The geometric rule a joint keeps between its two attachment points.
enum JointKind: Equatable {
    /// The points coincide (a zero-length attachment): two rows, x and y.
    case point
    /// The points stay `length` pt apart: one row along the line between them.
    case distance(length: Double)
    /// The points stay at most `length` pt apart (a rope): one one-sided row.
    case rope(length: Double)
    /// The points coincide and the bodies keep their relative rotation: three rows.
    case weld
    /// B slides along `axis` (a unit vector in A's frame) through A's point without turning
    /// relative to A, its travel along the axis within `range` pt.
    case slider(axis: SIMD2<Double>, range: ClosedRange<Double>)
    /// The points coincide and the bodies turn about them within `range` radians, against a
    /// friction torque of at most `friction` (mass units · pt²/s²).
    case pin(range: ClosedRange<Double>, friction: Double)

    /// The number of constraint rows the joint needs.
    var rowCount: Int {
        switch self {
        case .point: 2
        case .distance, .rope: 1
        case .weld: 3
        case let .slider(_, range): 2 + range.finiteBoundCount
        case let .pin(range, friction): 2 + range.finiteBoundCount + (friction > 0 ? 1 : 0)
        }
    }
}

extension ClosedRange<Double> {
    /// How many of the two bounds are finite: the one-sided limit rows a range needs.
    var finiteBoundCount: Int { (lowerBound.isFinite ? 1 : 0) + (upperBound.isFinite ? 1 : 0) }
}
