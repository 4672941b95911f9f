// snippet.hide
import Foundation
import LayoutKit

let host = try CollectionViewHost(
    layout: CompositionalLayout { _, _ in
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(44))
        return CompositionalSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))]))
    }, frameSize: CGSize(width: 390, height: 844), itemCounts: [8, 20, 30, 40])
// snippet.show
var update = BatchUpdate()
update.insertItems([IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])  // two in the grid
update.deleteItems([IndexPath(item: 4, section: 3)])  // one row of the list
update.moveItem(from: IndexPath(item: 3, section: 1), to: IndexPath(item: 2, section: 2))
try host.performBatchUpdates(update, countsAfter: [8, 19, 33, 39])
// snippet.hide
precondition(host.itemCounts == [8, 19, 33, 39])
