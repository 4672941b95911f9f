import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost

/// The dynamics examples of the classic articles 001 and 003 and the pile, stepped frame by
/// frame in an animator, as the tests in `ArticleExamplesTests.swift` and
/// `ArticleCollisionExamplesTests.swift` run them.
enum DynamicsGalleryScenes {
    static let screen = CGRect(x: 0, y: 0, width: 320, height: 568)
    static let shelf = GalleryFixture(rect: CGRect(x: 20, y: 450, width: 280, height: 30), cornerRadius: 10)

    static let scenes = [
        GalleryScene(
            name: "drop", title: "Gravity and collisions: a tap drops a box",
            article: "The UIKit Dynamics overview (classic article 001)",
            caption: "Gravity pulls a 100 pt box onto the bottom of the screen; elasticity 0.6 sends it back up "
                + "with less each time, and it comes to rest 50 pt above the edge."
        ) {
            let box = makeBox(at: CGPoint(x: 160, y: 100))
            let animator = DynamicAnimator(referenceBounds: screen)
            let collision = CollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = DynamicItemBehavior(items: [box])
            properties.elasticity = 0.6
            properties.friction = 0.5
            properties.resistance = 0.5
            for behavior in [GravityBehavior(items: [box]), collision, properties] { try animator.addBehavior(behavior) }
            return try GalleryFilm.record(animator, items: [box], frames: 300) { $0 < 10 ? [box.center] : [] }
        },
        GalleryScene(
            name: "shelf", title: "A box lands on its corner",
            article: "The UIKit Dynamics tutorial cases (classic article 003)",
            caption: "A box turned 45° (and 0.6° more, as a real drop) falls on a rounded shelf, strikes it "
                + "with a corner and tips over onto a side.",
            fixtures: [shelf]
        ) {
            var box = makeBox(at: CGPoint(x: 160, y: 100))
            box.transform3D = Transform3D(rotationAngle: .pi / 4 + 0.01)
            let animator = DynamicAnimator(referenceBounds: screen)
            let collision = CollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            try collision.addBoundary(
                withIdentifier: "shelf", for: .roundedRect(shelf.rect, cornerRadius: shelf.cornerRadius))
            let properties = DynamicItemBehavior(items: [box])
            properties.elasticity = 0
            properties.friction = 0.5
            for behavior in [GravityBehavior(items: [box]), collision, properties] { try animator.addBehavior(behavior) }
            return try GalleryFilm.record(animator, items: [box], frames: 240)
        },
        GalleryScene(
            name: "attachment", title: "A box on a spring, dragged",
            article: "The UIKit Dynamics tutorial cases (classic article 003)",
            caption: "The box hangs under gravity on a spring (damping 0.1, 1 Hz) from an anchor 50 pt above it; "
                + "the finger drags the anchor 100 pt right and holds: the box swings after it and settles below."
        ) {
            let box = makeBox(at: CGPoint(x: 110, y: 250))
            let animator = DynamicAnimator(referenceBounds: screen)
            let attachment = AttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 110, y: 200))
            attachment.damping = 0.1
            attachment.frequency = 1
            for behavior in [GravityBehavior(items: [box]), attachment] as [DynamicBehavior] {
                try animator.addBehavior(behavior)
            }
            return try GalleryFilm.record(animator, items: [box], frames: 300) { frame in
                attachment.anchorPoint = CGPoint(x: 110 + CGFloat(min(frame, 30)) * 100 / 30, y: 200)
                return [attachment.anchorPoint]
            }
        },
        GalleryScene(
            name: "pile", title: "A pile of boxes",
            article: "The pile benchmark: a grid of 20 pt boxes dropped into an open box",
            caption: "A hundred boxes (elasticity 0.2, friction 0.5) fall 200 pt under gravity into a container "
                + "just wide enough and settle into stable columns without sinking into each other.",
            fixtures: walls(around: PileBenchmark.containerSize(for: pileSize))
        ) {
            let (animator, _, boxes, container) = try PileBenchmark.makeScene(size: pileSize, shake: nil)
            // The boxes start up to 200 pt above the container's top: the view takes them in.
            let view = CGRect(x: 0, y: -200, width: container.width, height: container.height + 200)
            return try GalleryFilm.record(animator, items: boxes, frames: 240, view: view)
        }
    ]

    /// The number of boxes in the pile.
    static let pileSize = 100

    /// The left, bottom and right walls of an open-topped container of `size`, 4 pt thick, outside it.
    private static func walls(around size: CGSize) -> [GalleryFixture] {
        [
            CGRect(x: -4, y: 0, width: 4, height: size.height), CGRect(x: size.width, y: 0, width: 4, height: size.height),
            CGRect(x: -4, y: size.height, width: size.width + 8, height: 4)
        ].map { GalleryFixture(rect: $0) }
    }

    /// A 100 x 100 pt cell 0 centered at `center`.
    private static func makeBox(at center: CGPoint) -> LayoutAttributes {
        var box = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
        box.size = CGSize(width: 100, height: 100)
        box.center = center
        return box
    }
}
