import Foundation
import LayoutKitCore

/// The physics toy of "UICollectionView + UIKit Dynamics" (Ash Furrow, objc.io issue 5, "beyond
/// flow"), done properly: items hang on long springs from one shared point, under a shared
/// gravity, and knock each other about.
///
/// It is the ``PhysicsLayout`` of a ``PhysicsToyPolicy``. The layout does not scroll: its content is the frame less the top inset. It starts empty
/// (or with whatever the host has). Each inserted item appears off screen to the right, at
/// (frame's maxX + its width, ``PhysicsToyConfiguration/launchTop``), tied by an attachment to
/// the shared point at the top center (length 300, damping 0.4, 1 Hz), and swings in under a
/// shared gravity, some air resistance and friction that let it come to rest, and a collision
/// with the other hanging items and the screen's edges (so a crowd of them stays on screen),
/// which an item joins as it crosses the screen's edge.
/// While the hanging items cover ``PhysicsToyConfiguration/crowdShare`` of the screen, a new
/// item waits at rest where it would appear, and swings in once others have left.
/// `dropItem(at:)` cuts an item's attachment and takes it out of the collision: it falls out
/// through the others and the floor, and once it is below the screen the layout reports it
/// through its channel (``LayoutChannel/reportItemsLeft(_:)``): the host hands it to the app
/// between frames (`CollectionViewHost.onItemsLeft`, or the adapter's), which deletes it. A delete update for an item still hanging, or still flying in,
/// lets it fall out the same way, shown through `departingElements(in:)` until it is below
/// the screen. Inserts, drops and deletes overlap in any number, with no timer and no cap. The
/// layout animates every cell
/// itself: the host never tweens them.
///
/// ```swift
/// let toy = PhysicsToyLayout()
/// let host = try CollectionViewHost(layout: toy, frameSize: CGSize(width: 320, height: 568), itemCounts: [0])
/// host.onItemsLeft = { [unowned host] gone in
///     var update = BatchUpdate()
///     update.deleteItems(gone)
///     try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] - gone.count])
/// }
/// var update = BatchUpdate()
/// update.insertItems([IndexPath(item: 0, section: 0)])
/// try host.performBatchUpdates(update, countsAfter: [1])   // swings in from the right
/// try host.advance(frames: 120)
/// try toy.dropItem(at: IndexPath(item: 0, section: 0))    // falls out, then leaves the data
/// ```
///
/// - Complexity: per frame O(bodies) for the exits plus the animator's step (its collision
///   between items is found on a spatial grid).
public typealias PhysicsToyLayout = PhysicsLayout<PhysicsToyPolicy>

extension PhysicsLayout where Policy == PhysicsToyPolicy {
    /// Creates an empty toy with `configuration`.
    public convenience init(configuration: PhysicsToyConfiguration = PhysicsToyConfiguration()) {
        self.init(policy: PhysicsToyPolicy(configuration: configuration))
    }

    /// The shared point every attachment hangs from, in points.
    public var hangingPoint: CGPoint { policy.hangingPoint }

    /// Cuts the attachment of the item at `indexPath`: it falls out, and once below the screen
    /// the layout reports it gone through its channel. An item without a body (of zero size, or
    /// fallen already) or still waiting off screen is reported at once; dropping a falling item
    /// again does nothing.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(_:sectionCount:itemCount:)`` for an item the
    ///   collection does not have (nothing changes).
    public func dropItem(at indexPath: IndexPath) throws {
        guard let bodies else { throw LayoutError.indexPathOutOfRange(indexPath, sectionCount: 0, itemCount: nil) }
        try policy.dropItem(at: indexPath, in: bodies)
    }
}
