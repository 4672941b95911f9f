import Foundation
import LayoutKitCore

/// What a ``CompositionalLayout`` tells its section provider about the container, as UIKit's
/// `NSCollectionLayoutEnvironment` does. The provider is asked again for every section when any of
/// it changes (a rotation, a new inset, a new reading direction).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The room the sections fill, in points: the viewport less the host's content inset and the
    /// layout's own ``CompositionalConfiguration/contentInsets`` (UIKit's effective content size).
    public var containerSize: CGSize
    /// The host's content inset, in points.
    public var contentInset: EdgeInsets
    /// The host's reading direction.
    public var layoutDirection: LayoutDirection
    /// Pixels per point on the host's display.
    public var displayScale: CGFloat

    /// Creates an environment.
    public init(
        containerSize: CGSize, contentInset: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
        displayScale: CGFloat = 1
    ) {
        self.containerSize = containerSize
        self.contentInset = contentInset
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }
}
