extension World {
    /// Bodies stepped together through all the steps of a call: small enough to stay in the
    /// first-level cache, large enough that the bodies' independent updates overlap in the CPU.
    static let fastBlock = 256

    /// Steps the independent bodies `steps` internal steps, a cache-sized block at a time.
    ///
    /// Per step: constant forces, resistance, then the spring as a soft constraint
    /// (`v ← (1 − β) v − α (p − target)`), then `p ← p + h v` (symplectic Euler).
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
                    // v ← ((v + kick) · decay) · keep − pull · (p − target), folded.
                    let keep = group.forces.linearDecay * group.coefficients.retention
                    let kick = group.forces.linearKick * keep
                    let pull = group.coefficients.positionFactor
                    let weight = group.restsOnTarget ? distanceWeight : 0
                    let consecutive = group.firstBody != nil
                    let firstBody = Int(group.firstBody ?? 0) - group.entries.lowerBound
                    var start = group.entries.lowerBound
                    while start < group.entries.upperBound {
                        let block = start..<min(start + World.fastBlock, group.entries.upperBound)
                        for _ in 0..<steps {
                            for index in block {
                                let body = consecutive ? firstBody + index : Int(indices[index])
                                var state = linear[body]
                                state.velocity = state.velocity * keep + kick - pull * (state.position - targets[index])
                                state.position += h * state.velocity
                                linear[body] = state
                            }
                        }
                        var moving = 0   // an integer sum keeps the test free of branches
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
