extension World {
    /// Appends the bodies, joint bodies, joints and fast springs of `addition`, a world built for
    /// new items alone (no fields; fast springs that ``canAppendFastSprings(of:)``): its body `b`
    /// (1 or more) becomes body `bodies.count - 1 + b` here, its anchors stay anchors, and its
    /// joints' rows follow this world's.
    ///
    /// - Returns: what was added to `addition`'s body numbers.
    /// - Complexity: amortized O(`addition`'s bodies + joints).
    mutating func append(_ addition: World) -> Int32 {
        let shift = Int32(bodies.count - 1)
        func moved(_ body: Int32) -> Int32 { body == 0 ? 0 : body + shift }
        bodies.append(bodiesOf: addition.bodies)
        jointBodies += addition.jointBodies.lazy.map(moved)
        let (firstJoint, firstRow) = (joints.count, rows.count)
        settlingJoints += addition.settlingJoints.lazy.map { $0 + firstJoint }
        for var joint in addition.joints {
            (joint.bodyA, joint.bodyB) = (moved(joint.bodyA), moved(joint.bodyB))
            joint.firstRow += firstRow
            joints.append(joint)
        }
        jointOwners += addition.jointOwners
        rows += addition.rows
        appendFastSprings(of: addition, shift: shift)
        awakeIsStale = true
        return shift
    }
}
