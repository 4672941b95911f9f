// snippet.hide
import Foundation
import LayoutKit

var snap: SnapBehavior?
let tap = CGPoint(x: 100, y: 400)
var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
// snippet.show
if let snap { animator.removeBehavior(snap) }
snap = SnapBehavior(item: box, snapTo: tap)
try animator.addBehavior(snap!)
// snippet.hide
try animator.advance(by: 1.0 / 60)
