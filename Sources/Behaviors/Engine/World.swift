/// The simulated world: bodies, the fast independent springs, and the joints solved together.
///
/// The animator rebuilds it (``WorldBuilder``) when behaviours change and steps it on a fixed
/// internal step. Hot state lives in flat arrays of small structs; stepping allocates nothing.
struct World {
    /// The internal step, in seconds: 240 steps per second, so 60 Hz and 120 Hz frames are
    /// whole numbers of steps.
    static let step = 1.0 / 240
    /// Gauss-Seidel passes over the rows of the joints in each step.
    static let iterations = 4

    var bodies = BodyStore()
    /// Where the spring of each independent body pulls it, in runs (see ``FastSpringGroup``).
    var fastTargets: [SIMD2<Double>] = []
    /// The body of each entry of ``fastTargets``; not read for a run of consecutive bodies.
    var fastBodies: [Int32] = []
    var fastGroups: [FastSpringGroup] = []
    /// Bodies that take part in joints or turn: stepped one step at a time with the rows.
    var jointBodies: [Int32] = []
    var joints: [Joint] = []
    /// The behaviour that made each joint, to take its joints away when it leaves.
    var jointOwners: [ObjectIdentifier?] = []
    var rows: [ConstraintRow] = []
    /// Joints that settle their body exactly: a zero-length attachment or snap to an anchor
    /// that is the only thing acting on its body.
    var settlingJoints: [Int] = []
    /// Shapes and contacts of the bodies that collide (all among the joint bodies).
    var collision = CollisionWorld()
    /// Force fields, applied every step to their bodies (all among the joint bodies).
    var fields: [FieldEffect] = []
    /// The joint bodies that do not sleep, and the joints with such a body: what a step moves
    /// and solves (see World+Islands.swift). Stale after a build or a wake until
    /// ``refreshAwake()``.
    var awakeBodies: [Int32] = []
    var awakeJoints: [Int32] = []
    var awakeIsStale = true
    /// The label the next island to fall asleep gets.
    var nextIsland: Int32 = 0
    /// Scratch for finding islands: each body's parent in a union-find forest.
    var islandParents: [Int32] = []
    /// What the steps cost and handled (carried over a rebuild by the animator).
    var profile = DynamicsProfile()
}
