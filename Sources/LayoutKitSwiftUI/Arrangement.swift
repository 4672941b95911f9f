#if canImport(SwiftUI)
    import Foundation

    /// The subviews of a `LayoutKitLayout` container arranged for one extent: the container's
    /// size and each subview's frame (pt), `nil` for an item the layout gave none.
    struct Arrangement {
        let size: CGSize
        let frames: [CGRect?]
    }
#endif
