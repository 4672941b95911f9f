extension World {
    /// Steps the independent bodies `steps` internal steps, each body loaded and stored once.
    ///
    /// Per step: constant forces, resistance, then the spring as a soft constraint
    /// (`v ← (1 − β) v − α (p − target)`), then `p ← p + h v` (symplectic Euler).
    ///
    /// - Returns: the last step (0-based) in which some body moved faster than the rest
    ///   threshold or stood farther than it from its target; −1 when none did.
    /// - Complexity: O(bodies × steps), no allocation.
    mutating func advanceFastSprings(steps: Int) -> Int {
        let h = World.step
        let speedLimit = RestThresholds.speed * RestThresholds.speed
        let distanceLimit = RestThresholds.displacement * RestThresholds.displacement
        var lastActive = -1
        fastSprings.withUnsafeBufferPointer { entries in
            bodies.linear.withUnsafeMutableBufferPointer { linear in
                for group in fastGroups {
                    let kick = group.forces.linearKick, decay = group.forces.linearDecay
                    let keep = group.coefficients.retention, pull = group.coefficients.positionFactor
                    let distanceCounts = group.restsOnTarget ? 1.0 : 0.0
                    for index in group.entries {
                        let entry = entries[index]
                        var state = linear[Int(entry.body)]
                        for step in 0..<steps {
                            let free = (state.velocity + kick) * decay
                            state.velocity = free * keep - pull * (state.position - entry.target)
                            state.position += h * state.velocity
                            let offset = state.position - entry.target
                            let moving = (state.velocity * state.velocity).sum() > speedLimit
                                || distanceCounts * (offset * offset).sum() > distanceLimit
                            lastActive = moving ? max(lastActive, step) : lastActive
                        }
                        linear[Int(entry.body)] = state
                    }
                }
            }
        }
        return lastActive
    }
}
