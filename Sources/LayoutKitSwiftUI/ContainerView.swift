#if canImport(SwiftUI)
    import LayoutKitCore

    /// The view a `LayoutKitLayoutCache`'s core reads: the container's extent as its bounds and
    /// its subviews as the items of one section.
    final class ContainerView {
        var context = LayoutContext(bounds: .zero, itemCounts: [])
    }
#endif
