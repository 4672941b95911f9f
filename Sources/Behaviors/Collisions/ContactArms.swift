/// The arms of one contact point (`Double`) or of a manifold's two points solved together
/// (`SIMD2<Double>`), for ``ContactBodies`` to take either.
protocol ContactArms {
    /// The value with every lane `value`.
    init(broadcasting value: Double)
    /// The sum of the lanes.
    var total: Double { get }
    static func * (left: Double, right: Self) -> Self
    static func * (left: Self, right: Double) -> Self
    static func * (left: Self, right: Self) -> Self
    static func + (left: Self, right: Self) -> Self
    static func - (left: Self, right: Self) -> Self
}

extension Double: ContactArms {
    /// `value`: one lane.
    @inline(__always)
    init(broadcasting value: Double) { self = value }

    /// Itself: one lane.
    @inline(__always)
    var total: Double { self }
}

extension SIMD2<Double>: ContactArms {
    /// The sum of the two lanes.
    @inline(__always)
    var total: Double { sum() }

    /// Both lanes `value`.
    @inline(__always)
    init(broadcasting value: Double) { self.init(repeating: value) }
}
