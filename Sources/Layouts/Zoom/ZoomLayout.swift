import Foundation
import LayoutKitCore

/// A horizontal flow whose items grow as they pass the middle of the screen and whose flings
/// snap an item to the middle: the zoom layout of the classic UIKit Dynamics tutorial cases.
///
/// It is the zoom effect (``ZoomedLayout``) over the tutorial's ``FlowLayout``: an item whose
/// center is within ``ZoomConfiguration/activeDistance`` (100 pt) of the visible rect's center
/// along the scroll axis is scaled by `1 + zoomFactor * (1 - |distance| / activeDistance)`
/// (zoom factor 0.3); every scroll invalidates the layout so the scale follows the finger.
///
/// ```swift
/// let zoom = ZoomLayout()   // 100 x 100 items, line spacing 50, inset 100 top and bottom
/// try zoom.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [60]))
/// ```
public typealias ZoomLayout = ZoomedLayout<FlowLayout>

extension ZoomedLayout where Base == FlowLayout {
    /// Creates the zoom over a flow layout (by default the tutorial's horizontal flow).
    public convenience init(flow: FlowConfiguration = .cardRow(), configuration: ZoomConfiguration = ZoomConfiguration()) {
        self.init(FlowLayout(configuration: flow), configuration: configuration)
    }
}
