/// The bodies of a world, struct of arrays: one array per concern, all indexed by body.
///
/// Body 0 is the world itself: immovable, at the origin, unrotated. Anchors are points on it.
struct BodyStore {
    /// Position and velocity, read and written every step.
    var linear: [LinearState] = [LinearState(position: .zero, velocity: .zero)]
    /// Rotation and angular velocity, read and written every step by bodies that may turn.
    var angular: [AngularState] = [AngularState(angle: 0, velocity: 0)]
    /// Inverse mass and inertia, read by the constraint solver.
    var mass: [MassProperties] = [.immovable]
    /// Constant forces and resistances, read every step.
    var forces: [BodyForces] = [BodyForces()]
    /// Rest time and island, read at the end of every call that steps the joint bodies.
    var sleep: [SleepState] = [SleepState()]

    /// The number of bodies, the world included.
    var count: Int { linear.count }

    /// Appends a body and returns its index.
    mutating func append(linear: LinearState, angular: AngularState, sleep: SleepState = SleepState()) -> Int32 {
        self.linear.append(linear)
        self.angular.append(angular)
        mass.append(.immovable)
        forces.append(BodyForces())
        self.sleep.append(sleep)
        return Int32(self.linear.count - 1)
    }

    /// Appends the bodies of `other` but its world body (body 0), in order.
    mutating func append(bodiesOf other: BodyStore) {
        linear += other.linear.dropFirst()
        angular += other.angular.dropFirst()
        mass += other.mass.dropFirst()
        forces += other.forces.dropFirst()
        sleep += other.sleep.dropFirst()
    }

    /// Keeps the bodies `isKept` says (by index), in order.
    mutating func keep(_ isKept: (Int) -> Bool) {
        linear.keepIndices(where: isKept)
        angular.keepIndices(where: isKept)
        mass.keepIndices(where: isKept)
        forces.keepIndices(where: isKept)
        sleep.keepIndices(where: isKept)
    }
}
