// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let carousel = SpringCarouselLayout()
let host = try CollectionViewHost(layout: carousel, frameSize: CGSize(width: 320, height: 568), itemCounts: [20])
try host.layoutIfNeeded()
var insert = BatchUpdate()
insert.insertItems([carousel.indexPathForInsertion()])  // right of the center item
try host.performBatchUpdates(insert, countsAfter: [21])
try host.runUntilIdle()  // the neighbours slid one slot over, the new item fell into its slot
// snippet.hide
precondition(host.itemCounts == [21])
