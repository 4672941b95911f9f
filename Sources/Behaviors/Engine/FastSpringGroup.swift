/// A run of ``FastSpring`` entries that share their spring coefficients and constant forces,
/// so that the stepping loop reads these once per run instead of once per body.
struct FastSpringGroup {
    /// The spring's softness; `velocityFactor` and `positionFactor` 0 for a free body.
    var coefficients: SoftCoefficients
    /// The constant forces and resistance shared by the run.
    var forces: BodyForces
    /// The entries of the run in the world's fast target and body arrays.
    var entries: Range<Int>
    /// The body of the first entry when the run's bodies are consecutive (the usual case: one
    /// spring per item, added in order), so that stepping reads no body indices.
    var firstBody: Int32?

    /// True when the bodies hang on springs and feel no force, so they rest exactly on their
    /// targets: the rest test also looks at the distance to the target and settling puts them
    /// there.
    var restsOnTarget: Bool { coefficients.positionFactor > 0 && forces.isForceFree }

    /// Whether `other` has the same spring and forces, so that its entries may join this run.
    func shares(with other: FastSpringGroup) -> Bool { coefficients == other.coefficients && forces == other.forces }
}
