// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let toy = PhysicsToyLayout()
let host = try CollectionViewHost(layout: toy, frameSize: CGSize(width: 320, height: 568), itemCounts: [0])
host.onItemsLeft = { [unowned host] gone in  // a dropped item fell below the screen
    var update = BatchUpdate()
    update.deleteItems(gone)
    try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] - gone.count])
}
var insert = BatchUpdate()
insert.insertItems([IndexPath(item: 0, section: 0)])
try host.performBatchUpdates(insert, countsAfter: [1])  // swings in from the right
try toy.dropItem(at: IndexPath(item: 0, section: 0))  // falls out, then leaves the data
// snippet.hide
try host.runUntilIdle()
precondition(host.itemCounts == [0])
