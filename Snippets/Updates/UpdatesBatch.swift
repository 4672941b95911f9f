import Foundation
import LayoutKit

// snippet.hide
let host = try CollectionViewHost(
    layout: FlowLayout(configuration: .compactGrid()), frameSize: CGSize(width: 320, height: 568), itemCounts: [10, 3])
// snippet.show
var update = BatchUpdate()
update.deleteItems([IndexPath(item: 2, section: 0)])  // index paths before
update.insertItems([IndexPath(item: 0, section: 0)])  // index paths after
update.moveItem(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 1, section: 1))
try host.performBatchUpdates(update, countsAfter: [9, 4])
// snippet.hide
precondition(host.itemCounts == [9, 4])
