// snippet.hide
import Foundation
import LayoutKit

var planet = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
planet.frame = CGRect(x: 700, y: 490, width: 20, height: 20)
let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
// snippet.show
let sun = FieldBehavior(kind: .radialGravity, items: [planet])
sun.position = CGPoint(x: 500, y: 500)
sun.falloff = 2  // inverse square: GM = strength × 10⁷ pt³/s²
sun.minimumRadius = 10  // no singularity at the center
sun.regionRadius = 400  // nothing beyond 400 pt
try animator.addBehavior(sun)
