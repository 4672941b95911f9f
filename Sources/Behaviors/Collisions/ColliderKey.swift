/// What a collider stands for across rebuilds of the world: an item (by its identity), or a
/// segment of a boundary.
enum ColliderKey: Hashable {
    case item(AnyHashable)
    case segment(owner: ObjectIdentifier, boundary: AnyHashable?, index: Int)
}
