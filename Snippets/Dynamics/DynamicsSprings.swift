// snippet.hide
import Foundation
import LayoutKit

let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
let flowLayout = FlowLayout(configuration: .compactGrid())
try flowLayout.prepare(LayoutContext(bounds: animator.referenceBounds, itemCounts: [12]))
let flowAttributes = flowLayout.attributes(in: animator.referenceBounds)
let key = flowAttributes[0].key
let (delta, resistance): (CGFloat, CGFloat) = (-30, 0.5)
// snippet.show
for attributes in flowAttributes {
    let spring = AttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
    spring.length = 0
    spring.damping = 0.8
    spring.frequency = 1
    try animator.addBehavior(spring)
}
// bounds change: nudge each spring's item, then tell the animator
var item = animator.attributes(for: key)!
item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
try animator.updateItem(usingCurrentState: item)
