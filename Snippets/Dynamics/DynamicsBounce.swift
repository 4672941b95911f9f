// snippet.hide
import Foundation
import LayoutKit

var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
// snippet.show
let collision = CollisionBehavior(items: [box])
collision.translatesReferenceBoundsIntoBoundary = true
let properties = DynamicItemBehavior(items: [box])
properties.elasticity = 0.6
properties.friction = 0.5
properties.resistance = 0.5
try animator.addBehavior(GravityBehavior(items: [box]))
try animator.addBehavior(collision)
try animator.addBehavior(properties)
