import Foundation
import LayoutKitCore

/// Any layout whose elements grow as they pass the middle of the screen, and whose flings end
/// with an element exactly centered: the zoom of the UIKit Dynamics tutorial's line layout, over
/// any base (flow, transposed flow, a custom layout).
///
/// A cell whose center lies within ``ZoomConfiguration/activeDistance`` of the visible rect's
/// center, along the base's ``CollectionLayout/scrollDirection``, is scaled by
/// `1 + zoomFactor * (1 - |d| / activeDistance)` and lifted to z index 1; every scroll asks the
/// host again. With ``ZoomConfiguration/snapsToCenter``, a fling stops with the cell nearest the
/// middle centered, the next one in the fling's direction when the fling is fast, never past
/// the content's ends. Frames and everything else are the base's.
///
/// ```swift
/// let layout = FlowLayout(configuration: .cardRow()).zoomed()            // the tutorial's zoom
/// let list = FlowLayout(configuration: .compactGrid()).zoomed(ZoomConfiguration(zoomFactor: 0.5))
/// ```
public final class ZoomedLayout<Base: CollectionLayout>: LayoutWrapper {

    /// The zoomed layout.
    public let base: Base
    /// The zoom's settings.
    public let configuration: ZoomConfiguration
    /// The latest context: the prepared one, with the bounds of the latest bounds change.
    private var context: LayoutContext?

    /// Zooms `base` as `configuration` says.
    public init(_ base: Base, configuration: ZoomConfiguration = ZoomConfiguration()) {
        self.base = base
        self.configuration = configuration
    }

    /// Checks the settings, then prepares the base.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming a bad setting
    ///   (see ``ZoomConfiguration/validate()``), and whatever the base throws.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        try base.prepare(context)
        self.context = context
    }

    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard let context, attributes.category == .cell else { return attributes }
        let axis = base.scrollDirection
        let scale = configuration.scale(atDistance: axis.along(attributes.center) - axis.along(context.visibleRect.center))
        guard scale != 1 else { return attributes }
        var zoomed = attributes
        zoomed.transform3D = Transform3D(scaleX: scale, y: scale)
        zoomed.zIndex = 1
        return zoomed
    }

    /// Yes to every bounds change: the zoom follows the visible rect.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        // The base still hears of the change (a base that keeps its own context needs it).
        _ = base.shouldInvalidate(forBoundsChange: newBounds, in: context)
        self.context = context.replacingBounds(with: newBounds)
        return true
    }

    /// With snapping, the offset that centers the cell nearest the middle of `proposed` (see
    /// ``ZoomedLayout``); otherwise the base's answer.
    public func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard configuration.snapsToCenter, let context else {
            return base.targetContentOffset(forProposed: proposed, velocity: velocity)
        }
        return snapPlanner.target(in: base, context: context, proposed: proposed, velocity: velocity)
    }

    /// With snapping, the offset that centers the cell nearest the middle of `proposed`;
    /// otherwise the base's answer.
    public func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        guard configuration.snapsToCenter, let context else { return base.targetContentOffset(forProposed: proposed) }
        return snapPlanner.target(in: base, context: context, proposed: proposed, velocity: .zero)
    }

    private var snapPlanner: SnapPlanner {
        SnapPlanner(axis: base.scrollDirection, alignment: .center)
    }
}
