/// The physical properties a ``DynamicItemBehavior`` gives a body (UIKit's defaults otherwise).
struct ItemProperties: Equatable {
    /// Mass per area: mass = width × height × density / 10 000 (a 100 x 100 pt item of
    /// density 1 weighs one UIKit mass unit).
    var density = 1.0
    /// Linear velocity decay rate, in 1/s.
    var resistance = 0.0
    /// Angular velocity decay rate, in 1/s.
    var angularResistance = 0.0
    /// The share of approach speed a collision gives back, 0...1.
    var elasticity = 0.0
    /// The Coulomb friction coefficient of contacts.
    var friction = 0.0
    /// The charge electric and magnetic fields act on.
    var charge = 0.0
    /// An anchored body never moves.
    var isAnchored = false
    /// A body that may not rotate keeps its rotation.
    var allowsRotation = true
}
