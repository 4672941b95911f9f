// snippet.hide
import Foundation
import LayoutKit

let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
let touch = CGPoint(x: 160, y: 400)
let distance: CGFloat = 240
// snippet.show
let push = PushBehavior(items: [box], mode: .continuous)
try animator.addBehavior(push)
// pan:
push.angle = atan2(box.center.y - touch.y, box.center.x - touch.x) + .pi
push.magnitude = distance / 10
push.active = true
let properties = DynamicItemBehavior(items: [box])
properties.friction = 0.2
properties.allowsRotation = true
try properties.addAngularVelocity(.pi / 4, for: box)
try animator.addBehavior(properties)
