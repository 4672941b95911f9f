// snippet.hide
import Foundation
import LayoutKit

var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
let velocity = CGPoint(x: 300, y: -400)
let speed: CGFloat = 500
let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
// snippet.show
let push = PushBehavior(items: [box], mode: .instantaneous)
push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
push.magnitude = speed / 35
try animator.addBehavior(push)  // one impulse at the next step; then push.active == false
// snippet.hide
try animator.advance(by: 1.0 / 60)
precondition(!push.active)
