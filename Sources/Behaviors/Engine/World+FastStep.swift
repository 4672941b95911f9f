extension World {
    /// Bodies handled together: a block is updated, then tested for rest while it is still in
    /// the first-level cache.
    static let fastBlock = 256

    /// Steps the independent bodies `steps` internal steps, a cache-sized block at a time.
    ///
    /// Per step: constant forces, resistance, then the spring as a soft constraint
    /// (`v ← (1 − β) v − α (p − target)`), then `p ← p + h v` (symplectic Euler); the steps of a
    /// call are composed into one ``FastSpringMap`` applied once per body.
    ///
    /// - Returns: whether, after the last step, some body moves faster than the rest threshold
    ///   or stands farther than it from its target.
    /// - Complexity: O(bodies × steps), no allocation.
    mutating func advanceFastSprings(steps: Int) -> Bool {
        let h = World.step
        // One rest measure, v² + (v_rest / d_rest)² d², below v_rest² only when both the speed
        // and the distance to the target are below their thresholds.
        let speedLimit = RestThresholds.speed * RestThresholds.speed
        let distanceWeight = speedLimit / (RestThresholds.displacement * RestThresholds.displacement)
        var anyMoving = false
        fastTargets.withUnsafeBufferPointer { targets in
            fastBodies.withUnsafeBufferPointer { indices in
                bodies.linear.withUnsafeMutableBufferPointer { linear in
                    for group in fastGroups {
                        // v ← ((v + kick) · decay) · keep − pull · (p − target), folded, then all
                        // the steps of the call composed into one update.
                        let keep = group.forces.linearDecay * group.coefficients.retention
                        let map = FastSpringMap(
                            keep: keep, kick: group.forces.linearKick * keep, pull: group.coefficients.positionFactor, h: h
                        ).repeated(steps)
                        let weight = group.restsOnTarget ? distanceWeight : 0
                        let consecutive = group.firstBody != nil
                        let firstBody = Int(group.firstBody ?? 0) - group.entries.lowerBound
                        var start = group.entries.lowerBound
                        while start < group.entries.upperBound {
                            let block = start..<min(start + World.fastBlock, group.entries.upperBound)
                            @inline(__always) func update(_ body: Int, _ index: Int) {
                                map.apply(
                                    position: &linear[body].position, velocity: &linear[body].velocity, target: targets[index])
                            }
                            // Two loops rather than a choice per body, so the common consecutive case
                            // has no indirection and no branch inside.
                            if consecutive {
                                for index in block { update(firstBody + index, index) }
                            } else {
                                for index in block { update(Int(indices[index]), index) }
                            }
                            var moving = 0  // an integer sum keeps the test free of branches
                            for index in block {
                                let state = linear[consecutive ? firstBody + index : Int(indices[index])]
                                let offset = state.position - targets[index]
                                let measure = (state.velocity * state.velocity + weight * offset * offset).sum()
                                moving &+= measure > speedLimit ? 1 : 0
                            }
                            anyMoving = anyMoving || moving > 0
                            start = block.upperBound
                        }
                    }
                }
            }
        }
        return anyMoving
    }
}
