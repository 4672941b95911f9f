extension WorldBuilder {
    /// Adds a field; its bodies are stepped with the joint bodies, one step at a time.
    mutating func addField(_ field: FieldEffect) {
        for member in field.members { inField[Int(member.body)] = true }
        world.fields.append(field)
    }
}
