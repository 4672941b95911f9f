import LayoutKitCollectionViewCore
import LayoutKitCore

/// A token for a frame observer added to a ``CollectionViewHost``; pass it to
/// ``CollectionViewHost/removeFrameObserver(_:)`` to stop the callbacks.
public struct FrameObserver: Hashable, Sendable {
    let id: Int
}
