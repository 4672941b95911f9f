// snippet.hide
import Foundation
import LayoutKit

var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
// snippet.show
let collision = CollisionBehavior(items: [box])
collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
