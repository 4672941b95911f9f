extension WorldBuilder {
    /// Finishes the world: per-body forces, then each body either in a fast spring run (alone,
    /// not turning, at most one zero-length spring to an anchor) or among the joint bodies.
    ///
    /// - Complexity: O(bodies + joints).
    mutating func build() -> World {
        var fastJoint = [Int?](repeating: nil, count: bodyCount)
        for (index, joint) in world.joints.enumerated() where isFastSpring(joint) {
            fastJoint[Int(joint.bodyB)] = index
        }
        var runs: [FastSpringKey: [FastSpring]] = [:]
        var runOrder: [FastSpringKey] = []
        var absorbed = Set<Int>()
        for body in 1..<bodyCount {
            let forces = forces(of: body)
            world.bodies.forces[body] = forces
            guard world.bodies.mass[body].inverseMass > 0 else { continue }
            let turns = world.bodies.angular[body].velocity != 0 || forces.angularKick != 0
            let alone = jointCount(of: body) == 0 || (jointCount(of: body) == 1 && fastJoint[body] != nil)
            let stepwise = itemMasks[body] | boundaryMasks[body] != 0 || inField[body]
            guard alone, !turns, !stepwise else {
                world.jointBodies.append(Int32(body))
                continue
            }
            var key = FastSpringKey(coefficients: SoftCoefficients(velocityFactor: 0, positionFactor: 0), forces: forces)
            var target = SIMD2<Double>.zero
            if let index = fastJoint[body] {
                let joint = world.joints[index]
                key.coefficients = joint.coefficients
                target = joint.localA - rotate(joint.localB, by: world.bodies.angular[body].angle)
                absorbed.insert(index)
            }
            if runs[key] == nil { runOrder.append(key) }
            runs[key, default: []].append(FastSpring(body: Int32(body), target: target))
        }
        for key in runOrder {
            let run = runs[key] ?? []
            let start = world.fastTargets.count
            world.fastTargets += run.map(\.target)
            world.fastBodies += run.map(\.body)
            let consecutive = run.indices.allSatisfy { run[$0].body == run[0].body + Int32($0) }
            world.fastGroups.append(
                FastSpringGroup(
                    coefficients: key.coefficients, forces: key.forces, entries: start..<world.fastTargets.count,
                    firstBody: consecutive ? run.first?.body : nil))
        }
        // The joints the fast runs did not absorb, each with its rows.
        world.removeJoints { absorbed.contains($0) }
        world.findSettlingJoints()
        world.wakeBrokenIslands()
        return world
    }

    /// A zero-length attachment from an anchor to a body whose attachment point cannot swing
    /// (at its center, or the body may not rotate).
    private func isFastSpring(_ joint: Joint) -> Bool {
        joint.kind == .point && joint.bodyA == 0
            && (joint.localB == .zero || world.bodies.mass[Int(joint.bodyB)].inverseInertia == 0)
    }
}
