import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// What the host showed at one frame: the clock, the viewport and every element on screen.
public struct HostFrame: Hashable, Sendable {
    /// The frame's number (see ``FrameTick/index``).
    public var index: Int
    /// The clock time, in seconds.
    public var time: TimeInterval
    /// The visible rectangle in content coordinates, in points (mid-rotation, the animated one).
    public var visibleRect: CGRect
    /// The layout's content size, in points.
    public var contentSize: CGSize
    /// The elements on screen as the host shows them, animations applied, sorted by key;
    /// elements leaving in an animation keep the index path they had.
    public var elements: [LayoutAttributes]

    /// Creates a frame from its parts.
    public init(index: Int, time: TimeInterval, visibleRect: CGRect, contentSize: CGSize, elements: [LayoutAttributes]) {
        self.index = index
        self.time = time
        self.visibleRect = visibleRect
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The frame as a snapshot dump: compare its ``LayoutSnapshot/text`` with a reference, or
    /// draw it with ``SnapshotSVG``.
    public var snapshot: LayoutSnapshot {
        LayoutSnapshot(contentSize: contentSize, rect: visibleRect, attributes: elements)
    }
}
