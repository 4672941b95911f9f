import Foundation

/// What makes two attachments the same: the same points of the same items (or of an item and
/// the world, whatever the anchor's position), or two snaps of one item.
struct AttachmentKey: Hashable {
    /// One end: the item's identity (`nil` for an anchor) and the offset from its center.
    struct End: Hashable {
        var item: AnyHashable?
        var offsetX: CGFloat
        var offsetY: CGFloat
    }

    private var isSnap: Bool
    private var ends: Set<End>

    /// The key of an attachment between these ends.
    init(_ ends: [(item: AnyHashable?, offset: CGPoint)]) {
        isSnap = false
        self.ends = Set(ends.map { End(item: $0.item, offsetX: $0.offset.x, offsetY: $0.offset.y) })
    }

    /// The key of a snap of the item `item`: an item snaps to one point at a time.
    init(snapping item: AnyHashable) {
        isSnap = true
        ends = [End(item: item, offsetX: 0, offsetY: 0)]
    }
}
