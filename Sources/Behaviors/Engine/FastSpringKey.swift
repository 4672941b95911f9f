/// What the bodies of one ``FastSpringGroup`` share.
struct FastSpringKey: Hashable {
    var coefficients: SoftCoefficients
    var forces: BodyForces
}
