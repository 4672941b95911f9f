/// The inverse mass and inverse moment of inertia of one body; zero for an anchored body (and
/// for the world), zero inertia for a body that may not rotate.
struct MassProperties {
    /// 1 / mass, in 1 / UIKit mass units (a 100 x 100 pt item of density 1 weighs 1).
    var inverseMass: Double
    /// 1 / moment of inertia, in 1 / (mass unit · pt²).
    var inverseInertia: Double

    /// The world's: immovable.
    static let immovable = MassProperties(inverseMass: 0, inverseInertia: 0)
}
