import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The springy layouts' gallery scenes: a finger drags, holds, lets go into a fling.
enum SpringyGalleryScenes {
    static let article = "\"UICollectionView + UIKit Dynamics\" by Ash Furrow (objc.io issue 5)"

    static let scenes = [
        GalleryScene(
            name: "springy", title: "Springy flow", article: article,
            caption: "Every item hangs on a spring to its flow position. Under the finger (red circle) the items "
                + "far from it lag behind and catch up; after the fling they wobble back into the grid.") {
            let layout = FlowLayout(configuration: .springy()).springy()
            let host = try GalleryFilm.host(Scene(layout: layout, context: try context(direction: .vertical)))
            return try GalleryFilm.record(host) { try drag($0) }
        },
        GalleryScene(
            name: "springy-horizontal", title: "Springy wrapper over a sideways flow", article: article,
            caption: "The springy wrapper over another layout, a horizontal flow: the springs work along "
                + "its axis. A drag with a pause, a fling, then an insert and a delete while the springs settle.") {
            let layout = FlowLayout(configuration: .springy(scrollDirection: .horizontal)).springy()
            let host = try GalleryFilm.host(Scene(layout: layout, context: try context(direction: .horizontal)))
            return try GalleryFilm.record(host) {
                try drag($0)
                try HostTour.insertAndDeleteFirstVisibleItem(on: $0)
            }
        },
    ]

    /// The springy dump scene's collection, scrolling along `direction`.
    private static func context(direction: ScrollDirection) throws -> LayoutContext {
        var settings = try SceneCatalog.settings(for: "springy")
        settings.direction = direction
        if direction == .horizontal { settings.viewport = CGSize(width: 568, height: 320) }
        return LayoutContext(bounds: settings.bounds, itemCounts: [settings.items])
    }

    /// A slow drag a third of the viewport along the axis, then a quick flick that lifts into a fling.
    private static func drag(_ host: CollectionViewHost) throws {
        let size = host.frameSize
        let vertical = host.layout.scrollDirection == .vertical
        func point(_ along: CGFloat) -> CGPoint {
            vertical ? CGPoint(x: size.width * 0.3, y: size.height * along) : CGPoint(x: size.width * along, y: size.height * 0.6)
        }
        try host.drag(.line(from: point(0.8), to: point(0.5), duration: 0.6))
        try host.runUntilIdle(timeout: 3)
        try host.drag(.line(from: point(0.7), to: point(0.45), duration: 0.12))
        try host.runUntilIdle(timeout: 3)
    }
}
