// snippet.hide
import Foundation
import LayoutKit

let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
// snippet.show
let gravity = GravityBehavior(items: [box])
gravity.gravityDirection = CGVector(dx: 0, dy: 1)
gravity.magnitude = 0.1  // 100 pt/s²
try animator.addBehavior(gravity)  // start: 50 pt down after 1 s
animator.removeBehavior(gravity)  // stop: the box leaves the animator where it was
try animator.addBehavior(gravity)  // start again from there, from rest
// snippet.hide
try animator.advance(by: 1.0 / 60)
