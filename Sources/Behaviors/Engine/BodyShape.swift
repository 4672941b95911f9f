/// The geometry a body's mass comes from: its area and its second moment of area about its
/// center (summed over the members of a group).
struct BodyShape {
    /// Square points.
    var area = 0.0
    /// pt⁴: the moment of inertia per unit of mass per area.
    var areaMoment = 0.0

    /// The mass properties at `density` (mass per 10 000 pt²), as `properties` allow.
    func massProperties(_ properties: ItemProperties) -> MassProperties {
        guard !properties.isAnchored, area > 0 else { return .immovable }
        let massPerArea = properties.density / 10_000
        let inertia = massPerArea * areaMoment
        return MassProperties(
            inverseMass: 1 / (massPerArea * area),
            inverseInertia: properties.allowsRotation && inertia > 0 ? 1 / inertia : 0)
    }
}
