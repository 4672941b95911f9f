/// The collision state of a world: shapes, the broadphase, the current contacts and the begin
/// and end events waiting for the delegates.
///
/// Item shapes come first (indices below ``itemColliderCount``), boundary segments after them.
/// Every ``ContactSettings/detectionInterval`` steps the contacts are found again
/// (``detect(linear:angular:mass:step:)``) and matched to the previous detection's by key and
/// feature, so their impulses warm-start the solver; in between they are kept and their gaps
/// follow the bodies (``followBodies(linear:angular:)``).
struct CollisionWorld {
    var colliders: [Collider] = []
    /// The number of item shapes; the rest are boundary segments.
    var itemColliderCount = 0
    /// Per vertex: in the body's unrotated frame, and the outward normal of the edge it starts.
    var localVertices: [SIMD2<Double>] = []
    var localNormals: [SIMD2<Double>] = []
    /// The same in world coordinates for the current step (segments' never change).
    var worldVertices: [SIMD2<Double>] = []
    var worldNormals: [SIMD2<Double>] = []
    /// Per collider: the largest distance of its outline from the body's center, in pt.
    var reach: [Double] = []
    /// Per collider: its box grown by its speculative margin, until the next detection.
    var lower: [SIMD2<Double>] = []
    var upper: [SIMD2<Double>] = []
    /// Per collider: how far ahead contacts are looked for, in pt (speed × the steps until the
    /// next detection + half the speculative distance).
    var margins: [Double] = []
    var grid = SpatialGrid()
    /// Scratch for the broadphase.
    var partners: [Int32] = []
    /// The current contacts in key order, and their points.
    var manifolds: [ContactManifold] = []
    var points: [ContactPoint] = []
    /// The longest anchor of the current contacts' points, in pt, and per body the fastest one
    /// of its contact points can move in this step, in pt/s: the restitution's bounds
    /// (CollisionWorld+Restitution.swift).
    var longestAnchor = 0.0
    var pointSpeeds: [Double] = []
    /// Per body, the last restitution pass of the step that struck it (-1: none).
    var lastStruckPass: [Int] = []
    /// The contacts this step's passes solve, those that sit it out so far, and those to solve
    /// again after some joined late (``chooseActiveContacts(linear:angular:mass:step:)``); per body,
    /// scratch marks for the last.
    var activeManifolds: [Int32] = []
    var waitingManifolds: [Int32] = []
    var lateManifolds: [Int32] = []
    var lateBodies: [Bool] = []
    /// The least spare gap of the waiting contacts when they were chosen, in pt, and every
    /// body's velocity (pt/s) and spin (rad/s) then: a waiting contact is checked again only
    /// when its bodies' speeds have changed enough to close it.
    var leastSpareGap = Double.infinity
    var chosenVelocities: [SIMD2<Double>] = []
    var chosenSpins: [Double] = []
    /// The previous detection's, for warm starting and contact events.
    var previousManifolds: [ContactManifold] = []
    var previousPoints: [ContactPoint] = []
    /// Every body's position (pt) and angle (rad) when the contacts were last found, for the gaps
    /// to follow the bodies until the next detection.
    var detectedPositions: [SIMD2<Double>] = []
    var detectedAngles: [Double] = []
    /// Internal steps since the contacts were last found.
    var stepsSinceDetection = 0
    /// Scratch for finding again the contacts of shapes that outran their margins
    /// (CollisionWorld+Outrun.swift): the bodies, a mark per body, their item shapes and the
    /// pairs to test, in key order.
    var outrunBodies: [Int32] = []
    var outrunMarks: [Bool] = []
    var outrunShapes: [Int32] = []
    var outrunPairs: [(key: UInt64, a: Int32, b: Int32)] = []
    /// Contacts that began or ended since the animator last took them.
    var events: [ContactEvent] = []
    /// Whether some collision delegate listens. Which contacts touch serves the begin and end
    /// events alone, so while nobody listens the steps do not work it out
    /// (``startListening()``).
    var listening = true
    /// What each collider stands for, to carry contacts over a rebuild.
    var keys: [ColliderKey] = []
    /// Per boundary: its identifier (`nil` for the reference bounds) and its behaviour's bit.
    var boundaryIdentifiers: [AnyHashable?] = []
    var boundaryOwners: [Int] = []
    /// The softness of resting contacts at the world's step, between two moving bodies and with
    /// an immovable one.
    var softness = ContactSoftness(
        frequency: ContactSettings.stiffness, dampingRatio: ContactSettings.dampingRatio, step: World.step)
    var immovableSoftness = ContactSoftness.againstImmovable(step: World.step)

    /// Per body: whether it moves in the steps (an awake joint body), and the number of item
    /// shapes on such bodies (see World+Islands.swift).
    var bodyAwake: [Bool] = []
    var awakeShapeCount = 0
    /// Whether the item shapes' boxes were placed since the world was built (a sleeping shape's
    /// box is placed once, then kept).
    var shapesPlaced = false
    /// Bodies of sleeping islands that awake shapes reached in the last detection.
    var wakers: [Int32] = []
    /// The number of events before the last detection, to take back its events when it is
    /// undone.
    var eventCountBeforeDetection = 0

    /// True when nothing collides.
    var isEmpty: Bool { colliders.isEmpty }

    /// Takes which bodies move in the steps: the contacts between bodies that do not become
    /// dormant.
    ///
    /// - Complexity: O(shapes + contacts).
    mutating func noteAwake(_ awake: [Bool]) {
        bodyAwake = awake
        awakeShapeCount = colliders[0..<itemColliderCount].count { awake[Int($0.body)] }
        for index in manifolds.indices {
            manifolds[index].dormant = !awake[Int(manifolds[index].bodyA)] && !awake[Int(manifolds[index].bodyB)]
        }
    }
}
