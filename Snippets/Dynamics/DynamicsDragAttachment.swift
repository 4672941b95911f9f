// snippet.hide
import Foundation
import LayoutKit

let touch = CGPoint(x: 120, y: 60)
var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
// snippet.show
let offset = CGPoint(x: touch.x - box.center.x, y: touch.y - box.center.y)
let attachment = AttachmentBehavior(item: box, offsetFromCenter: offset, attachedToAnchor: touch)
attachment.damping = 0.5
attachment.frequency = 0.8
