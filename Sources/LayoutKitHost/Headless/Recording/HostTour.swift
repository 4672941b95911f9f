import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// A short scripted session on a host, shared by `layoutkit-tool record`, tests and demos: a finger
/// scrolls the content, lifts into a fling, the device rotates, then an item is inserted and
/// deleted.
///
/// ```swift
/// host.startRecording()
/// try HostTour.play(on: host)
/// let recording = host.stopRecording()
/// ```
package enum HostTour {
    /// Plays the tour, letting each step come to rest before the next:
    ///
    /// 1. a finger drags up from 80% to 40% of the viewport's height in 0.25 s and lifts
    ///    (a vertical fling of 1.6 viewport heights per second);
    /// 2. the frame size swaps width and height (a rotation, ``HostAnimation/rotation``);
    /// 3. an item is inserted in section 0 where the first visible cell is, then deleted again
    ///    (``HostAnimation/batchUpdate`` each).
    ///
    /// - Throws: what the host throws, such as ``LayoutError/invalidUpdate(_:)`` when section 0
    ///   does not exist.
    package static func play(on host: CollectionViewHost) throws {
        let size = host.frameSize
        try host.drag(
            .line(
                from: CGPoint(x: size.width / 2, y: size.height * 0.8),
                to: CGPoint(x: size.width / 2, y: size.height * 0.4), duration: 0.25))
        try host.runUntilIdle()
        try host.setFrameSize(CGSize(width: size.height, height: size.width), animation: .rotation)
        try host.runUntilIdle()
        try insertAndDeleteFirstVisibleItem(on: host)
    }

    /// Inserts an item in section 0 where the first visible cell is, lets it animate in, then
    /// deletes it again and lets it animate out (``HostAnimation/batchUpdate`` each).
    ///
    /// - Throws: what the host throws, such as ``LayoutError/invalidUpdate(_:)`` when section 0
    ///   does not exist.
    package static func insertAndDeleteFirstVisibleItem(on host: CollectionViewHost) throws {
        let item = host.visibleElements.first { $0.category == .cell && $0.indexPath.section == 0 }?.indexPath.item ?? 0
        let path = IndexPath(item: item, section: 0)
        var counts = host.itemCounts
        var insert = BatchUpdate()
        insert.insertItems([path])
        if !counts.isEmpty { counts[0] += 1 }
        try host.performBatchUpdates(insert, countsAfter: counts)
        try host.runUntilIdle()
        var delete = BatchUpdate()
        delete.deleteItems([path])
        if !counts.isEmpty { counts[0] -= 1 }
        try host.performBatchUpdates(delete, countsAfter: counts)
        try host.runUntilIdle()
    }
}
