import Foundation
import LayoutKit

final class Shelf: CollisionBehaviorDelegate {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))

    func drop(_ item: LayoutAttributes) throws {
        var box = item
        box.transform3D = box.transform3D.rotated(by: .pi / 4)  // a corner down
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        try collision.addBoundary(
            withIdentifier: "MyPathIdentifier",
            for: .roundedRect(CGRect(x: 20, y: 450, width: 280, height: 30), cornerRadius: 10))
        collision.collisionDelegate = self
        try animator.addBehavior(collision)
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: CGPoint
    ) {
        // identifier == "MyPathIdentifier"; point on the shelf's top, y = 450
    }
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {}
}
// snippet.hide

let shelf = Shelf()
var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
box.frame = CGRect(x: 110, y: 50, width: 100, height: 100)
try shelf.drop(box)
try shelf.animator.advance(by: 1.0 / 60)
