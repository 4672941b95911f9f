// snippet.hide
import Foundation
import LayoutKit

var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
var line: (anchor: CGPoint, item: CGPoint)?
let touch = CGPoint(x: 200, y: 150)
let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
let gravity = GravityBehavior(items: [box])
// snippet.show
let attachment = AttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 160, y: 150))  // 50 pt above
attachment.damping = 0.1
attachment.frequency = 1
attachment.action = { line = (attachment.anchorPoint, attachment.items[0].center) }  // draw it
try animator.addBehavior(gravity)
try animator.addBehavior(attachment)
// pan changed:
attachment.anchorPoint = touch
// pan ended:
animator.removeBehavior(attachment)
animator.removeBehavior(gravity)
// snippet.hide
precondition(animator.behaviors.isEmpty)
