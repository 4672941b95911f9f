import Foundation
import LayoutKitBehaviors
import LayoutKitCore

var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)

let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
try animator.addBehavior(GravityBehavior(items: [box]))

// The host's display link: once per frame, with the frame's duration.
try animator.advance(by: 1.0 / 60)

let moved = animator.attributes(for: box.key)!  // the box, a little lower
// snippet.hide
precondition(moved.center.y > box.center.y)
