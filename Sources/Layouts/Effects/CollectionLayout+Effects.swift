import Foundation
import LayoutKitCore

extension CollectionLayout {
    /// This layout with its elements growing as they pass the middle of the screen, and flings
    /// that snap an element to the middle (see ``ZoomedLayout``).
    public func zoomed(_ configuration: ZoomConfiguration = ZoomConfiguration()) -> ZoomedLayout<Self> {
        ZoomedLayout(self, configuration: configuration)
    }

    /// This layout with flings that come to rest on element edges, element centers or whole
    /// pages (see ``PagingLayout``).
    ///
    /// - Parameters:
    ///   - alignment: what the rest position aligns.
    ///   - maxElementsPerFling: the most elements (or pages) one fling moves on by; `nil` for no limit.
    public func paging(_ alignment: SnapAlignment = .page, maxElementsPerFling: Int? = nil) -> PagingLayout<Self> {
        PagingLayout(self, alignment: alignment, maxElementsPerFling: maxElementsPerFling)
    }

    /// This layout with pinchable items: two fingers resize the item under them, which animates
    /// back when they lift (see ``PinchableLayout``).
    public func pinchable(pinchedZIndex: Int = 100, release: HostAnimation = .batchUpdate) -> PinchableLayout<Self> {
        PinchableLayout(self, pinchedZIndex: pinchedZIndex, release: release)
    }

    /// This layout with inserted and deleted items flying in from and out to the bottom middle of
    /// the screen, and only those (see ``FlyInUpdatesLayout``).
    public func flyingInUpdates(startScale: CGFloat = 0.2, startAngle: CGFloat = .pi) -> FlyInUpdatesLayout<Self> {
        FlyInUpdatesLayout(self, startScale: startScale, startAngle: startAngle)
    }
}
