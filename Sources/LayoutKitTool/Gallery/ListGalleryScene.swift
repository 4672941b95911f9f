import Foundation
import LayoutKit

/// The list's gallery scene: an inset-grouped list whose rows swipe.
enum ListGalleryScene {
    static let scene = GalleryScene(
        name: "list-swipe", title: "An inset-grouped list with swipe actions",
        article: "Lists as UIKit's list configuration makes them, and the swipe actions of its rows",
        caption: "ListLayout(.insetGrouped) with headers: three sections on rounded backgrounds (the grey behind the "
            + "rows), a separator below each row but the last. A row swiped left opens on Delete and Archive (the "
            + "grey buttons it uncovers); a tap elsewhere closes it; a full swipe deletes another row, which the app "
            + "answers with a batch update; a full swipe right flags a third, which springs back."
    ) {
        var settings = ListConfiguration(appearance: .insetGrouped, rowHeight: .absolute(44), headerMode: .supplementary)
        settings.layoutMargin = 16
        let list = ListLayout(configuration: settings)
        list.trailingSwipeActions = { _ in
            SwipeActionsConfiguration(actions: [
                SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
                SwipeAction(identifier: "archive", title: "Archive")
            ])
        }
        list.leadingSwipeActions = { _ in SwipeActionsConfiguration(actions: [SwipeAction(identifier: "flag", title: "Flag")]) }
        let host = try CollectionViewHost(
            layout: list, frameSize: CGSize(width: 390, height: 560), itemCounts: [3, 4, 3], frameRate: GalleryFilm.frameRate)
        host.onLayoutAction = { [unowned host] action in
            guard action.identifier == "delete" else { return }
            var update = BatchUpdate()
            update.deleteItems([action.element.indexPath])
            var counts = host.itemCounts
            counts[action.element.indexPath.section] -= 1
            try host.performBatchUpdates(update, countsAfter: counts)
        }
        return try GalleryFilm.record(host) { host in
            // Section 0's rows start at 38; section 1's at 38 + 132 + 38 = 208.
            try swipe(host, y: 38 + 44 + 22, from: 300, to: 180)
            try GalleryGestures.wait(host, 0.6)
            try host.tap(at: CGPoint(x: 200, y: 520))
            try host.runUntilIdle()
            try swipe(host, y: 208 + 88 + 22, from: 360, to: 60)
            try GalleryGestures.wait(host, 0.4)
            try swipe(host, y: 38 + 22, from: 30, to: 330)
            try GalleryGestures.wait(host, 0.4)
        }
    }

    /// A horizontal drag at height `y` from x = `from` to `to` in 0.45 s, played to rest.
    private static func swipe(_ host: CollectionViewHost, y: CGFloat, from: CGFloat, to: CGFloat) throws {
        try host.dragToRest(.line(from: CGPoint(x: from, y: y), to: CGPoint(x: to, y: y), duration: 0.45))
    }
}
