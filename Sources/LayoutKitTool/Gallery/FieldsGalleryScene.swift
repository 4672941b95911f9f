import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost

/// Force fields in the gallery: a vortex and a radial gravity field stir a ring of boxes.
enum FieldsGalleryScene {
    static let center = CGPoint(x: 160, y: 284)

    static let scene = GalleryScene(
        name: "fields", title: "Fields: a vortex and a well",
        article: "UIKit's UIFieldBehavior, as the UIKit Dynamics overview (classic article 001) introduces it",
        caption: "Twelve boxes on a ring feel a vortex that turns them around the grey dot and radial gravity "
            + "that pulls them toward it; slowed by resistance, they collide, tumble and keep circling.",
        fixtures: [GalleryFixture(rect: CGRect(x: center.x - 6, y: center.y - 6, width: 12, height: 12), cornerRadius: 6)]
    ) {
        let boxes = (0..<12).map { index in
            let angle = CGFloat(index) * .pi / 6
            var box = LayoutAttributes(forCellAt: IndexPath(item: index, section: 0))
            box.size = CGSize(width: 32, height: 32)
            box.center = CGPoint(x: center.x + 120 * cos(angle), y: center.y + 120 * sin(angle))
            return box
        }
        let animator = DynamicAnimator(referenceBounds: DynamicsGalleryScenes.screen)
        let vortex = FieldBehavior(kind: .vortex, items: boxes)
        vortex.position = center
        vortex.strength = 0.4
        let well = FieldBehavior(kind: .radialGravity, items: boxes)
        well.position = center
        well.strength = 0.5
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: boxes)
        properties.resistance = 2
        properties.elasticity = 0.3
        for behavior in [vortex, well, collision, properties] as [DynamicBehavior] { try animator.addBehavior(behavior) }
        return try GalleryFilm.record(animator, items: boxes, frames: 300)
    }
}
