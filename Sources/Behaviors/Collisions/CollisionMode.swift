/// What the items of a ``CollisionBehavior`` collide with, as UIKit's `UICollisionBehavior.Mode`.
public struct CollisionMode: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The behaviour's items collide with each other.
    public static let items = CollisionMode(rawValue: 1)
    /// The behaviour's items collide with its boundaries (and the reference bounds if asked).
    public static let boundaries = CollisionMode(rawValue: 2)
    /// Both: UIKit's default.
    public static let everything: CollisionMode = [.items, .boundaries]
}
