// snippet.hide
import Foundation
import LayoutKit

let items = [CGPoint(x: 260, y: 284), CGPoint(x: 170, y: 284)].enumerated().map { index, center in
    var item = LayoutAttributes(forCellAt: IndexPath(item: index, section: 0))
    item.frame = CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10)
    return item
}
let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
// snippet.show
let ring = FieldBehavior(kind: .vortex, items: items)
ring.position = CGPoint(x: 160, y: 284)
ring.region = FieldRegion.circle(radius: 200).subtracting(.circle(radius: 50))  // not the middle
// snippet.hide
try animator.addBehavior(ring)
// The item 100 pt from the middle is in the ring; the one 10 pt from it is in the hole.
precondition(ring.region.contains(CGPoint(x: 100, y: 0)) && !ring.region.contains(CGPoint(x: 10, y: 0)))
