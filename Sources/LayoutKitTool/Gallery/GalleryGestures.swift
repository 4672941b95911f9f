import Foundation
import LayoutKitCore
import LayoutKitHost

/// The gestures gallery scenes are scripted with, each played until the host comes to rest.
enum GalleryGestures {
    /// A finger flicks along the layout's scroll axis: it moves `fraction` of the viewport up
    /// (or left) in `duration` seconds and lifts, so the content flies on toward its end; a
    /// negative `fraction` pulls the other way. With `rest`, the script goes on that many seconds
    /// after the finger touches down (the drag included), while the content may still move.
    static func flick(
        _ host: CollectionViewHost, fraction: CGFloat = 0.4, duration: TimeInterval = 0.25,
        rest: TimeInterval? = nil
    ) throws {
        let size = host.frameSize
        let vertical = host.layout.scrollDirection == .vertical
        let from =
            vertical
            ? CGPoint(x: size.width / 2, y: size.height * 0.75) : CGPoint(x: size.width * 0.75, y: size.height / 2)
        let to =
            vertical
            ? CGPoint(x: from.x, y: from.y - size.height * fraction) : CGPoint(x: from.x - size.width * fraction, y: from.y)
        try host.drag(.line(from: from, to: to, duration: duration))
        if let rest { try wait(host, rest) } else { try host.runUntilIdle() }
    }

    /// The device turns: width and height swap in an animated bounds change.
    static func rotate(_ host: CollectionViewHost) throws {
        try host.setFrameSize(CGSize(width: host.frameSize.height, height: host.frameSize.width), animation: .rotation)
        try host.runUntilIdle()
    }

    /// Inserts items at `items` of section 0 (index paths after the update) and, unless
    /// `settle` is false, plays the update to rest.
    static func insert(_ host: CollectionViewHost, items: [Int], settle: Bool = true) throws {
        try update(host, inserting: items, settle: settle)
    }

    /// Deletes the items at `items` of section 0 and, unless `settle` is false, plays the
    /// update to rest.
    static func delete(_ host: CollectionViewHost, items: [Int], settle: Bool = true) throws {
        try update(host, deleting: items, settle: settle)
    }

    /// One animated batch update of `section`: deletes the items at `deleting` (index paths
    /// before the update), inserts items at `inserting` (after it) and, unless `settle` is
    /// false, plays the update to rest.
    static func update(
        _ host: CollectionViewHost, section: Int = 0, inserting: [Int] = [], deleting: [Int] = [],
        settle: Bool = true
    ) throws {
        var update = BatchUpdate()
        update.deleteItems(deleting.map { IndexPath(item: $0, section: section) })
        update.insertItems(inserting.map { IndexPath(item: $0, section: section) })
        var counts = host.itemCounts
        if counts.indices.contains(section) { counts[section] += inserting.count - deleting.count }
        try host.performBatchUpdates(update, countsAfter: counts)
        if settle { try host.runUntilIdle() }
    }

    /// Plays `seconds` of frames at the host's frame rate (`advance(by:)` would play one long frame).
    static func wait(_ host: CollectionViewHost, _ seconds: TimeInterval) throws {
        try host.advance(frames: Int((seconds * host.frameRate).rounded()))
    }
}
