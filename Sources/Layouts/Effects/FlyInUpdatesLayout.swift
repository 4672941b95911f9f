import Foundation
import LayoutKitCore

/// Any layout whose batch updates fly: an inserted item flies in from the bottom middle of the
/// screen, spinning and growing, and a deleted one leaves the same way, as in "Collection View
/// Animations" by Engin Kurutepe (objc.io issue 12).
///
/// An appearing item starts at (midX, maxY) of the visible bounds, scaled by ``FlyInConfiguration/startScale``
/// (0.2) and rotated by ``FlyInConfiguration/startAngle`` (pi); a disappearing one ends there the same way. The
/// article's "uh-oh" fix is built in: the wrapper remembers, in
/// ``prepare(forUpdates:)``, which items the update really inserts (after-paths), deletes
/// (before-paths) or moves (both), and only those fly. Every other element, and every element
/// of a rotation or any other bounds change, animates plainly from its old frame to its new
/// one; a reloaded item fades in where it stands (the host keeps one element per key, so the
/// old content does not fade out beside it). Everything else is the base's.
///
/// ```swift
/// let layout = FlowLayout(configuration: .compactGrid()).flyingInUpdates()
/// try host.performBatchUpdates(BatchUpdate([.insertItem(IndexPath(item: 3, section: 0))]), countsAfter: [121])
/// ```
public final class FlyInUpdatesLayout<Base: CollectionLayout>: LayoutWrapper {
    /// The wrapped layout.
    public let base: Base
    /// The settings: the scale and rotation an item flies in from and out to.
    public let configuration: FlyInConfiguration
    /// The latest context: the prepared one, with the bounds of the latest bounds change.
    private var context: LayoutContext?
    /// What the batch update being set up changes; `nil` outside one (and so during bounds changes).
    private var paths: FlyInUpdatePaths?

    /// Makes `base`'s inserts and deletes fly from and to the bottom middle of the screen.
    public init(_ base: Base, configuration: FlyInConfiguration = FlyInConfiguration()) {
        self.base = base
        self.configuration = configuration
    }

    /// Checks the settings, then prepares the base.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming `startScale` or
    ///   `startAngle` when not finite, and whatever the base throws.
    public func prepare(_ context: LayoutContext) throws {
        try LayoutError.requireFinite(configuration.startScale, named: "startScale")
        try LayoutError.requireFinite(configuration.startAngle, named: "startAngle")
        try base.prepare(context)
        self.context = context
    }

    /// The base's answer; the wrapper keeps the new bounds to know where the screen is.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        self.context = context.replacingBounds(with: newBounds)
        return base.shouldInvalidate(forBoundsChange: newBounds, in: context)
    }

    /// Remembers which items `plan` really inserts, deletes, moves and reloads.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        try base.prepare(forUpdates: plan)
        paths = FlyInUpdatePaths(plan)
    }

    /// Forgets the update's items.
    public func finalizeUpdates() {
        base.finalizeUpdates()
        paths = nil
    }

    /// The fly-in start for an item the update inserts or moves; its final attributes with alpha
    /// 0 for one it reloads; otherwise the base's answer.
    public func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes? {
        let fallback = base.initialAttributes(forAppearing: element)
        guard let paths, element.category == .cell, let final = base.attributes(for: element) else { return fallback }
        if paths.flyingIn.contains(element.indexPath) { return flown(final) }
        if paths.fadingIn.contains(element.indexPath) { return faded(final) }
        return fallback
    }

    /// The fly-out end for an item the update deletes or moves; its attributes with alpha 0 for
    /// one it reloads; otherwise the base's answer.
    ///
    /// `element` is the item's key before the update, where the base no longer answers for it:
    /// the fly-out takes the size of the item now at that index path (none when there is none).
    public func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes? {
        let fallback = base.finalAttributes(forDisappearing: element)
        guard let paths, element.category == .cell else { return fallback }
        let flies = paths.flyingOut.contains(element.indexPath)
        guard flies || paths.fadingOut.contains(element.indexPath) else { return fallback }
        var shape = base.attributes(for: element) ?? LayoutAttributes(forCellAt: element.indexPath)
        shape.indexPath = element.indexPath
        return flies ? flown(shape) : faded(shape)
    }

    /// `attributes` moved to the bottom middle of the visible bounds, scaled and turned.
    private func flown(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard let context else { return attributes }
        var start = attributes
        let size = attributes.frame.size
        start.frame = CGRect(
            x: context.bounds.midX - size.width / 2, y: context.bounds.maxY - size.height / 2,
            width: size.width, height: size.height)
        start.transform3D = Transform3D(rotationAngle: configuration.startAngle).scaledBy(
            x: configuration.startScale, y: configuration.startScale)
        return start
    }

    private func faded(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var faded = attributes
        faded.alpha = 0
        return faded
    }
}
