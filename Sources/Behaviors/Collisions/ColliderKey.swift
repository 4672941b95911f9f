/// What a collider stands for across rebuilds of the world: an item (by the number of its
/// identity, ``ItemKeys``), or a segment of a boundary.
enum ColliderKey: Hashable {
    case item(Int32)
    case segment(owner: ObjectIdentifier, boundary: AnyHashable?, index: Int)
}
