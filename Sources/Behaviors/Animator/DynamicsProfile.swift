import Foundation

/// Where a dynamic animator's internal steps spent their time, and how much they handled: the
/// steps of the bodies in joints or contacts, since the animator was made or its profile was
/// last reset (as Box2D's world profile). The fast independent springs are not counted.
///
/// Read it to see what a scene costs and why, for example after a benchmark's frames:
///
/// ```swift
/// animator.resetProfile()
/// for _ in 0..<60 { try animator.advance(by: 1.0 / 60) }
/// let profile = animator.profile
/// print(profile.findingTime / profile.totalTime)  // the share spent finding contacts
/// print(Double(profile.activeContactSteps) / Double(profile.contactSteps))  // the share solved
/// ```
public struct DynamicsProfile: Sendable, Hashable {
    /// Internal steps taken with some body in joints or contacts awake.
    public var steps = 0
    /// Times the contacts were found (a broadphase search, and exact tests of the pairs whose
    /// shapes moved relative to each other since their last test); in between, the contacts are
    /// kept and their gaps follow the bodies, but for those of bodies that outrun their margins,
    /// found again alone (not counted here; their time is in ``findingTime``).
    public var detections = 0
    /// Contacts between awake bodies, summed over the steps.
    public var contactSteps = 0
    /// Of ``contactSteps``, those the solver's passes took part in (the others were apart and
    /// not closing).
    public var activeContactSteps = 0
    /// Time spent finding contacts, in seconds.
    public var findingTime: TimeInterval = 0
    /// Time spent solving: restitution, the choice of contacts, the warm start and the passes
    /// over the joints' rows and the contacts, in seconds.
    public var solvingTime: TimeInterval = 0
    /// Time spent relaxing the contacts after the positions moved, in seconds.
    public var relaxingTime: TimeInterval = 0
    /// Time spent on the rest: forces and fields, moving the bodies, and sleep, in seconds.
    public var otherTime: TimeInterval = 0

    /// Times the world was rebuilt from the behaviours (each costs O(items held)).
    public var rebuilds = 0
    /// Items new to the world that it took in without a rebuild, as it does when nothing else
    /// changed (each costs O(the behaviours holding it)).
    public var itemsTakenIn = 0

    /// An empty profile.
    public init() {}

    /// The whole time the counted steps took, in seconds.
    public var totalTime: TimeInterval { findingTime + solvingTime + relaxingTime + otherTime }
}
