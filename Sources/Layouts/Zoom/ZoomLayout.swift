import Foundation
import LayoutKitCore

/// A horizontal flow whose items grow as they pass the middle of the screen: the zoom layout of
/// the classic UIKit Dynamics tutorial (SEEDS 003).
///
/// An item whose center is within ``Configuration/activeDistance`` of the visible rect's midX is
/// scaled by `1 + zoomFactor * (1 - |distance| / activeDistance)`; every scroll invalidates the
/// layout so the scale follows the finger. Built as an attribute adjustment over a
/// ``FlowLayout``, so everything else (sizes, sections, bad input) is the flow layout's.
///
/// ```swift
/// let zoom = ZoomLayout()   // 100 x 100 items, line spacing 50, inset 100 top and bottom
/// try zoom.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [60]))
/// ```
public final class ZoomLayout: LayoutWrapper {
    /// The zoom's settings.
    public struct Configuration: Hashable, Sendable {
        /// How far from the middle, in points, an item starts to grow.
        public var activeDistance: CGFloat = 100
        /// How much larger an item exactly in the middle is: 0.3 means 130 %.
        public var zoomFactor: CGFloat = 0.3
        /// Creates the tutorial's settings.
        public init(activeDistance: CGFloat = 100, zoomFactor: CGFloat = 0.3) {
            self.activeDistance = activeDistance
            self.zoomFactor = zoomFactor
        }
    }

    /// The flow layout with the zoom applied to its answers.
    public let base: AttributeAdjustingLayout<FlowLayout>
    /// The zoom's settings.
    public let configuration: Configuration

    /// Creates a zoom layout over a flow layout (by default the tutorial's horizontal flow).
    public init(flow: FlowLayout.Configuration = .zoom(), configuration: Configuration = Configuration()) {
        self.configuration = configuration
        base = FlowLayout(configuration: flow).adjustingAttributes { attributes, context in
            Self.zoom(&attributes, visibleMidX: context.visibleRect.midX, configuration: configuration)
        }
    }

    /// Checks the zoom's settings, then prepares the flow layout.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a distance that is not
    ///   positive or a factor that is not finite, and whatever the flow layout throws.
    public func prepare(_ context: LayoutContext) throws {
        try LayoutError.requireNonNegative(configuration.activeDistance, named: "activeDistance")
        guard configuration.activeDistance > 0 else {
            throw LayoutError.invalidParameter(name: "activeDistance", value: 0, reason: "must be positive")
        }
        try LayoutError.requireFinite(configuration.zoomFactor, named: "zoomFactor")
        try base.prepare(context)
    }

    /// Scales `attributes` by its distance from `visibleMidX`, and lifts the scaled items above
    /// the others.
    static func zoom(_ attributes: inout LayoutAttributes, visibleMidX: CGFloat, configuration: Configuration) {
        guard attributes.category == .cell else { return }
        let distance = abs(attributes.center.x - visibleMidX)
        guard distance < configuration.activeDistance else { return }
        let scale = 1 + configuration.zoomFactor * (1 - distance / configuration.activeDistance)
        attributes.transform3D = Transform3D(scaleX: scale, y: scale)
        attributes.zIndex = 1
    }
}
