/// A body a field acts on, with the mass and charge it acts with.
struct FieldMember {
    var body: Int32
    var inverseMass: Double
    var charge: Double
}
