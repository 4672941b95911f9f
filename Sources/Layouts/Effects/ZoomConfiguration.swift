import Foundation
import LayoutKitCore

/// The settings of a zoom (``ZoomedLayout``): how far from the middle of the screen an element
/// starts to grow, how much larger it is in the middle, and whether flings snap to centers.
///
/// The defaults are those of the zoom layout of the classic UIKit Dynamics tutorial cases:
/// 100 pt and 0.3, so an element in the middle is 130 %.
public struct ZoomConfiguration: Hashable, Sendable {
    /// How far from the middle of the visible rect, in points along the scroll axis, an element
    /// starts to grow. Must be finite and positive.
    public var activeDistance: CGFloat
    /// How much larger an element exactly in the middle is: 0.3 means 130 %. Must be finite, not
    /// zero, and above -1 (the scale stays positive).
    public var zoomFactor: CGFloat
    /// Whether a fling ends with the element nearest the middle exactly centered.
    public var snapsToCenter: Bool

    /// Creates zoom settings; the defaults are the tutorial's, with snapping.
    public init(activeDistance: CGFloat = 100, zoomFactor: CGFloat = 0.3, snapsToCenter: Bool = true) {
        self.activeDistance = activeDistance
        self.zoomFactor = zoomFactor
        self.snapsToCenter = snapsToCenter
    }

    /// Throws unless the settings can be used.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming `activeDistance`
    ///   (NaN, infinite, zero or negative) or `zoomFactor` (NaN, infinite, zero, or -1 and below).
    public func validate() throws {
        try LayoutError.requirePositive(activeDistance, named: "activeDistance")
        try LayoutError.requireFinite(zoomFactor, named: "zoomFactor")
        guard zoomFactor != 0 else {
            throw LayoutError.invalidParameter(name: "zoomFactor", value: 0, reason: "must not be zero (nothing would zoom)")
        }
        guard zoomFactor > -1 else {
            throw LayoutError.invalidParameter(
                name: "zoomFactor", value: Double(zoomFactor), reason: "must be above -1 (the scale must stay positive)")
        }
    }

    /// The scale of an element whose center is `distance` points (either side) from the middle.
    func scale(atDistance distance: CGFloat) -> CGFloat {
        let offCenter = abs(distance)
        guard offCenter < activeDistance else { return 1 }
        return 1 + zoomFactor * (1 - offCenter / activeDistance)
    }
}
