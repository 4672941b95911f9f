// snippet.hide
import Foundation
import LayoutKit

let layout = FlowLayout { configuration in
    configuration.itemSize = CGSize(width: 50, height: 50)
    configuration.minimumLineSpacing = 10
    configuration.sectionInset = EdgeInsets(all: 10)
}
let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [6, 10])
// snippet.show
try host.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
try host.updateInteractiveMovementTargetPosition(CGPoint(x: 35, y: 165))  // content coordinates
try host.runUntilIdle()  // the others make room
let move = try host.endInteractiveMovement()  // BatchUpdate: moveItem([0, 2] -> [1, 0])
// or: try host.cancelInteractiveMovement()
// snippet.hide
precondition(move.items == [.moveItem(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))])
