extension World {
    /// Ends the motion of a world at rest: bodies on springs that nothing else pulls go exactly
    /// to their targets, every velocity becomes zero. No twitching is left to simulate.
    ///
    /// - Complexity: O(bodies).
    mutating func settle() {
        for group in fastGroups where group.restsOnTarget {
            for index in group.entries {
                bodies.linear[Int(fastBodies[index])].position = fastTargets[index]
            }
        }
        for index in settlingJoints {
            let joint = joints[index]
            let body = Int(joint.bodyB)
            if joint.kind == .weld { bodies.angular[body].angle = joint.referenceAngle }
            bodies.linear[body].position = joint.localA - rotate(joint.localB, by: bodies.angular[body].angle)
        }
        for body in 0..<bodies.count {
            bodies.linear[body].velocity = .zero
            bodies.angular[body].velocity = 0
        }
    }
}
