import Foundation

/// A layout that moves its own elements between its host's questions: springs, physics, an
/// effect's own animation. It tells its host through its ``channel`` when its answers changed and
/// while it animates; the host then steps it once a frame (``advanceAnimations(by:)``), leaves the
/// elements it animates itself alone during a batch update, and shows the elements it animates
/// out after they left the data (``departingElements(in:)``).
///
/// A layout made of others (a transition, a compositional layout, a wrapper) owns no channel for
/// them: it lists their ``channels`` for the host to listen to, and answers ``takeChanges()`` with
/// theirs. ``isAnimating`` then follows from the channels.
///
/// A simple layout never meets these hooks: a host asks them only of a layout that adopts this
/// protocol. Every wrapper (``LayoutWrapper``) adopts it and passes them on to its base.
///
/// ```swift
/// final class BlinkingLayout: AnimatingLayout {
///     let channel: LayoutChannel? = LayoutChannel()
///     private var phase = 0.0
///     private(set) var contentSize = CGSize(width: 320, height: 60)
///
///     func attributes(in rect: CGRect) -> [LayoutAttributes] {
///         var cell = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
///         cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
///         cell.alpha = 0.5 + 0.5 * cos(phase)
///         return [cell]
///     }
///
///     func advanceAnimations(by duration: TimeInterval) throws {
///         phase += 2 * .pi * duration        // one blink a second
///         channel?.invalidate()              // ask the host to query again
///     }
/// }
/// // layout.channel?.setAnimating(true) starts the host's frames; false stops them.
/// ```
public protocol AnimatingLayout: CollectionLayout {
    /// The layout's own channel, through which it tells its host that its answers changed or that
    /// it animates on its own; `nil` (the default) for a layout with nothing of its own to tell.
    var channel: LayoutChannel? { get }

    /// Every channel of the layout tree this layout heads: its own and those of the layouts
    /// inside it. The host listens to them all, after each layout pass. By default, its own.
    ///
    /// - Complexity: O(layouts in the tree).
    var channels: [LayoutChannel] { get }

    /// Takes what the tree's channels said since the host last asked: a composite answers with
    /// its children's (a compositional layout moves each section's into its own coordinates and
    /// index paths; a wrapper passes its base's on as they are). By default, its own channel's.
    func takeChanges() -> LayoutChanges

    /// Moves the layout's own animations on by one displayed frame of `duration` seconds.
    ///
    /// The host calls it once per frame while ``isAnimating``, after the frame's gestures and
    /// bounds changes and before it queries the layout; a composite moves on the children that
    /// animate.
    ///
    /// - Throws: what the layout's engine throws; the host passes it on to its caller.
    func advanceAnimations(by duration: TimeInterval) throws

    /// Whether the layout animates `element` itself during the batch update or animated bounds
    /// change being set up: the host then shows the layout's answers frame by frame instead of
    /// tweening from initial to final attributes.
    ///
    /// Asked after ``prepare(forUpdates:)`` or ``prepare(forAnimatedBoundsChange:)``, with the
    /// element's key after the change, for the elements on screen after it and those the change
    /// moves off screen.
    func animatesOwnElement(_ element: ElementKey) -> Bool

    /// Whether the layout animates out itself the element the change removes, named by its key
    /// before the change (UIKit's split between appearing and disappearing index paths): the
    /// host then does not fade it, and shows it only while ``departingElements(in:)`` lists it.
    func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool

    /// Elements that have left the data but that the layout still animates (a deleted item
    /// falling off screen), whose frames meet `rect`: the host shows them after the elements of
    /// ``attributes(in:)`` and stops when the layout no longer lists them. Their index paths are
    /// those they had before they were deleted.
    func departingElements(in rect: CGRect) -> [LayoutAttributes]
}
