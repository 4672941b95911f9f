extension World {
    /// Adds every field's velocity change for one step to its bodies.
    ///
    /// - Complexity: O(bodies in fields), no allocation.
    mutating func applyFields(step h: Double) {
        for index in fields.indices {
            let field = fields[index]
            for member in field.members {
                guard isAwake(member.body) else { continue }
                let body = Int(member.body)
                let state = bodies.linear[body]
                bodies.linear[body].velocity += field.kick(member, position: state.position, velocity: state.velocity, step: h)
            }
            fields[index].time += h
        }
    }
}
