import Foundation
import LayoutKitCore

/// Makes its items collide with each other and with boundaries, as UIKit's
/// `UICollisionBehavior`.
///
/// Items collide with the shape of their ``DynamicItem/collisionBoundsType`` (a rectangle
/// turning with the item, an ellipse, a convex polygon), bounce with the larger elasticity of
/// the two (an item's alone against a boundary) and rub with the geometric mean of their
/// frictions (an item's alone against a boundary), both set by a ``DynamicItemBehavior``.
/// Items of different collision behaviours pass through each other.
///
/// Boundaries are segments or closed paths (``BoundaryPath``) with an identifier, and the
/// animator's reference bounds (with insets) when ``translatesReferenceBoundsIntoBoundary``.
/// An item placed across a boundary or over another item is pushed out, at most 300 pt/s
/// (UIKit leaves this undefined).
///
/// ```swift
/// let collision = CollisionBehavior(items: [box])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// try collision.addBoundary(
///     withIdentifier: "shelf",
///     for: .roundedRect(CGRect(x: 20, y: 450, width: 280, height: 30), cornerRadius: 10))
/// collision.collisionDelegate = self
/// try animator.addBehavior(collision)
/// ```
public final class CollisionBehavior: DynamicItemsBehavior {
    /// What the items collide with; ``CollisionMode/everything`` by default.
    public var collisionMode: CollisionMode = .everything { didSet { setNeedsRebuild() } }
    /// Whether the animator's reference bounds, inset by ``referenceBoundsInsets``, are a
    /// boundary (whose identifier the delegate hears as `nil`). It holds items in: one across
    /// it is pushed back inside, one wholly outside is left alone. Bounds that enclose no area
    /// are ``DynamicsError/invalidBoundary(identifier:reason:)`` at the next step.
    public var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsRebuild() } }
    /// The insets of the reference bounds boundary, in pt.
    public private(set) var referenceBoundsInsets = EdgeInsets.zero
    /// Told when contacts begin and end.
    public weak var collisionDelegate: CollisionBehaviorDelegate?
    /// The boundaries, in the order added.
    private var boundaries: [(identifier: AnyHashable, path: BoundaryPath)] = []

    /// Makes the reference bounds, inset by `insets` (pt; the bars of article 003), a boundary.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// The identifiers of the boundaries, in the order added.
    public var boundaryIdentifiers: [AnyHashable] { boundaries.map(\.identifier) }

    /// Adds the boundary `path` named `identifier`.
    ///
    /// - Throws: ``DynamicsError/duplicateBoundary(identifier:)`` when the identifier is taken,
    ///   ``DynamicsError/invalidBoundary(identifier:reason:)`` for a NaN point, fewer than two
    ///   distinct points, or a closed path enclosing no area. Nothing is added then.
    /// - Complexity: O(boundaries + points).
    public func addBoundary(withIdentifier identifier: AnyHashable, for path: BoundaryPath) throws {
        guard boundary(withIdentifier: identifier) == nil else {
            throw DynamicsError.duplicateBoundary(identifier: "\(identifier.base)")
        }
        try path.validate(identifier: identifier)
        boundaries.append((identifier, path))
        setNeedsRebuild()
    }

    /// Adds the segment from `start` to `end` (pt) named `identifier`.
    ///
    /// - Throws: as ``addBoundary(withIdentifier:for:)``.
    public func addBoundary(withIdentifier identifier: AnyHashable, from start: CGPoint, to end: CGPoint) throws {
        try addBoundary(withIdentifier: identifier, for: .segment(from: start, to: end))
    }

    /// The path of the boundary `identifier`, or `nil`.
    public func boundary(withIdentifier identifier: AnyHashable) -> BoundaryPath? {
        boundaries.first { $0.identifier == identifier }?.path
    }

    /// Removes the boundary `identifier`; does nothing when there is none.
    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        guard let index = boundaries.firstIndex(where: { $0.identifier == identifier }) else { return }
        boundaries.remove(at: index)
        setNeedsRebuild()
    }

    /// Removes every boundary (the reference bounds stay if translated).
    public func removeAllBoundaries() {
        boundaries.removeAll()
        setNeedsRebuild()
    }

    override func validateParameters() throws {
        for (value, name) in [
            (referenceBoundsInsets.top, "insets.top"), (referenceBoundsInsets.left, "insets.left"),
            (referenceBoundsInsets.bottom, "insets.bottom"), (referenceBoundsInsets.right, "insets.right")
        ] {
            try DynamicsError.requireFinite(value, name, of: self)
        }
        for reference in itemReferences { _ = try CollisionOutline(of: reference.item) }
    }

    /// Tells the animator that `reference`'s item joined or left the collision: when nothing
    /// else changed, the animator changes which collisions the item's shape takes part in
    /// without rebuilding its world.
    override func membershipChanged(_ reference: ItemReference) {
        dynamicAnimator?.collisionMembershipChanged(for: reference, in: self)
    }

    /// True: an item's shape meets the others' whoever they are.
    override var actsOnEachItemAlone: Bool { true }

    override func applyEffects(to builder: inout WorldBuilder, bodies: [Int32]) {
        var paths: [(AnyHashable?, BoundaryPath)] = boundaries.map { ($0.identifier, $0.path) }
        if translatesReferenceBoundsIntoBoundary {
            paths.insert((nil, .rect(referenceBoundsInsets.inset(builder.referenceBounds))), at: 0)
        }
        builder.addCollisions(owner: self, bodies: bodies, mode: collisionMode, boundaries: paths)
    }
}
