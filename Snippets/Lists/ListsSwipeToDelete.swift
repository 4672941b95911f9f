// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let list = ListLayout()
list.trailingSwipeActions = { _ in
    SwipeActionsConfiguration(actions: [
        SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
        SwipeAction(identifier: "archive", title: "Archive")
    ])
}
let host = try CollectionViewHost(layout: list, frameSize: CGSize(width: 390, height: 844), itemCounts: [20])
host.onLayoutAction = { [unowned host] action in  // between frames, never inside the layout
    guard action.identifier == "delete" else { return }
    var update = BatchUpdate()
    update.deleteItems([action.element.indexPath])
    try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] - 1])
}
// A finger swipes row 2 most of the way across: Delete, and the app deletes the row.
try host.dragToRest(.line(from: CGPoint(x: 370, y: 110), to: CGPoint(x: 60, y: 110), duration: 0.5))
print(host.itemCounts)  // prints: [19]
